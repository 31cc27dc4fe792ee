import { agentFields, agentOptionFields, channelFields } from '@fwd/contract';
import { z } from 'zod';
import { commonColumns } from '../../excel/messages.ts';
import type { Sheet } from '../../excel/sheet.ts';
import { agentColumns as c } from './messages.ts';

/** The agents' sheet: an agent and its options, channels and countries by code. */
export const agentSheet: Sheet = {
  name: c.sheet,
  columns: [
    { key: 'agentName', label: c.agentName, width: 24 },
    { key: 'agentCode', label: c.agentCode },
    { key: 'contact', label: commonColumns.contact },
    { key: 'phone', label: commonColumns.phone },
    { key: 'remark', label: commonColumns.remark, width: 32 },
    { key: 'enabled', label: commonColumns.enabled, kind: 'boolean', width: 8 },
    { key: 'trackingCarrier', label: c.trackingCarrier, kind: 'integer' },
    { key: 'tracked', label: c.tracked, kind: 'boolean', width: 8 },
    { key: 'channels', label: c.channels, kind: 'list', width: 32 },
    { key: 'countries', label: c.countries, kind: 'list', width: 32 },
  ],
};

const { trackingCarrier, tracked } = agentOptionFields.shape;

/** A row as the contract's agent and options; a blank carrier is none, blank tracking is on, codes for ids. */
export const agentSheetRow = agentFields.extend({
  trackingCarrier: trackingCarrier.default(null),
  tracked: tracked.default(true),
  channels: z.array(channelFields.shape.code).max(500),
  countries: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/)
        .toUpperCase(),
    )
    .max(500),
});
