import type { Migration } from 'kysely/migration';
import * as m001 from './001_foundation.ts';
import * as m002 from './002_organization.ts';
import * as m003 from './003_permissions.ts';
import * as m004 from './004_menus_version.ts';
import * as m005 from './005_pages_and_titles.ts';
import * as m006 from './006_reference_records.ts';
import * as m007 from './007_orders.ts';
import * as m008 from './008_jobs.ts';
import * as m009 from './009_quotes.ts';
import * as m010 from './010_orders_tuning.ts';
import * as m011 from './011_area_page_keys.ts';
import * as m012 from './012_tariffs.ts';
import * as m013 from './013_brands.ts';
import * as m014 from './014_addresses.ts';
import * as m015 from './015_dashboard.ts';
import * as m016 from './016_outside_faults.ts';
import * as m017 from './017_number_status_names.ts';
import * as m018 from './018_sheet_first_quoted.ts';
import * as m019 from './019_surcharge_kinds.ts';
import * as m020 from './020_orders_signed.ts';
import * as m021 from './021_tariff_synonyms.ts';
import * as m022 from './022_address_streets_and_waits.ts';
import * as m023 from './023_sessions_version.ts';
import * as m024 from './024_tracking_settings.ts';
import * as m025 from './025_settlement.ts';
import * as m026 from './026_order_days_recount.ts';
import * as m027 from './027_statements.ts';
import * as m028 from './028_payables.ts';
import * as m029 from './029_exchange_rates.ts';
import * as m030 from './030_order_pricing_inputs.ts';
import * as m031 from './031_settings_and_track_links.ts';
import * as m032 from './032_alerts.ts';
import * as m033 from './033_robots.ts';

/** Ordered; never edit a migration that has shipped, add the next one. */
export const migrations: Record<string, Migration> = {
  '001_foundation': m001,
  '002_organization': m002,
  '003_permissions': m003,
  '004_menus_version': m004,
  '005_pages_and_titles': m005,
  '006_reference_records': m006,
  '007_orders': m007,
  '008_jobs': m008,
  '009_quotes': m009,
  '010_orders_tuning': m010,
  '011_area_page_keys': m011,
  '012_tariffs': m012,
  '013_brands': m013,
  '014_addresses': m014,
  '015_dashboard': m015,
  '016_outside_faults': m016,
  '017_number_status_names': m017,
  '018_sheet_first_quoted': m018,
  '019_surcharge_kinds': m019,
  '020_orders_signed': m020,
  '021_tariff_synonyms': m021,
  '022_address_streets_and_waits': m022,
  '023_sessions_version': m023,
  '024_tracking_settings': m024,
  '025_settlement': m025,
  '026_order_days_recount': m026,
  '027_statements': m027,
  '028_payables': m028,
  '029_exchange_rates': m029,
  '030_order_pricing_inputs': m030,
  '031_settings_and_track_links': m031,
  '032_alerts': m032,
  '033_robots': m033,
};
