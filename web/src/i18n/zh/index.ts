import avatar from './avatar.ts';
import common from './common.ts';
import errorPage from './errorPage.ts';
import login from './login.ts';
import navbar from './navbar.ts';
import password from './password.ts';
import profile from './profile.ts';
import request from './request.ts';
import route from './route.ts';
import session from './session.ts';
import settings from './settings.ts';
import tagsView from './tagsView.ts';
import time from './time.ts';
import widgets from './widgets.ts';
import employees from './employees.ts';
import companies from './companies.ts';
import chat from './chat.ts';
import roles from './roles.ts';
import menus from './menus.ts';
import apis from './apis.ts';
import system from './system.ts';
import countries from './countries.ts';
import customers from './customers.ts';
import agents from './agents.ts';
import channels from './channels.ts';
import statuses from './statuses.ts';
import orders from './orders.ts';
import quotes from './quotes.ts';
import surcharges from './surcharges.ts';
import toolbox from './toolbox/index.ts';
import logistics from './logistics.ts';
import jobs from './jobs.ts';
import settlement from './settlement.ts';
import payables from './payables.ts';
import statements from './statements.ts';
import alerts from './alerts.ts';
import robots from './robots.ts';

/**
 * Chinese, the reference language: the shell's namespaces, then one per area,
 * named as the area is everywhere (api/areas.ts, server/src/modules/<area>). The one list of namespaces: their
 * types are every key t() accepts (types.ts), so it is written out; the other languages gather their folder's
 * files (languageFile.ts) and index.test.ts holds them to this list.
 */
export default {
  avatar,
  common,
  errorPage,
  login,
  navbar,
  password,
  profile,
  request,
  route,
  session,
  settings,
  tagsView,
  time,
  widgets,
  employees,
  companies,
  chat,
  roles,
  menus,
  apis,
  system,
  countries,
  customers,
  agents,
  channels,
  statuses,
  orders,
  quotes,
  surcharges,
  toolbox,
  logistics,
  jobs,
  settlement,
  payables,
  statements,
  alerts,
  robots,
};
