import { customerFields, USERNAME_PATTERN } from '@fwd/contract';
import { z } from 'zod';
import { commonColumns } from '../../excel/messages.ts';
import type { Sheet } from '../../excel/sheet.ts';
import { customerColumns as c } from './messages.ts';

/** The customers' sheet: the owner by username (their name beside it, for the reader). */
export const customerSheet: Sheet = {
  name: c.sheet,
  columns: [
    { key: 'shortName', label: c.shortName },
    { key: 'fullName', label: c.fullName, width: 32 },
    { key: 'ownerUsername', label: c.ownerUsername },
    { key: 'ownerName', label: c.ownerName, exportOnly: true },
    { key: 'contact', label: commonColumns.contact },
    { key: 'phone', label: commonColumns.phone },
    { key: 'remark', label: commonColumns.remark, width: 32 },
    { key: 'enabled', label: commonColumns.enabled, kind: 'boolean', width: 8 },
  ],
};

/** A row as the contract's customer, but for the owner named by username. */
export const customerSheetRow = customerFields
  .omit({ ownerUserId: true })
  .extend({ ownerUsername: z.string().trim().regex(USERNAME_PATTERN) });
