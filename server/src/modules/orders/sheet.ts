import { decimal, orderFields, USERNAME_PATTERN, wholeDimensions } from '@fwd/contract';
import { z } from 'zod';
import { commonColumns } from '../../excel/messages.ts';
import type { Sheet } from '../../excel/sheet.ts';
import { orderColumns as c } from './messages.ts';

/**
 * The orders' sheet: references by what staff type (customer short name,
 * agent code, channel code, country code or Chinese name, owner username,
 * number status name); names and tracking beside them for the reader.
 */
export const orderSheet: Sheet = {
  name: c.sheet,
  columns: [
    { key: 'numbers', label: c.numbers, width: 20 },
    { key: 'customerOrderNumber', label: c.customerOrderNumber, width: 20 },
    { key: 'originalTrackingNumber', label: c.originalTrackingNumber, width: 22 },
    { key: 'newTrackingNumber', label: c.newTrackingNumber, width: 22 },
    { key: 'shortName', label: c.shortName },
    { key: 'agentCode', label: c.agentCode },
    { key: 'agentName', label: c.agentName, exportOnly: true },
    { key: 'channelCode', label: c.channelCode },
    { key: 'channelName', label: c.channelName, exportOnly: true },
    { key: 'countryCode', label: c.countryCode, width: 10 },
    { key: 'consigneeName', label: c.consigneeName },
    { key: 'consigneePhone', label: c.consigneePhone },
    { key: 'consigneeCity', label: c.consigneeCity },
    { key: 'consigneePostcode', label: c.consigneePostcode, width: 10 },
    { key: 'consigneeAddress', label: c.consigneeAddress, width: 32 },
    { key: 'goodsDescription', label: c.goodsDescription, width: 24 },
    { key: 'hsCode', label: c.hsCode, width: 12 },
    { key: 'declaredValue', label: c.declaredValue, kind: 'money', width: 12 },
    { key: 'currency', label: c.currency, width: 8 },
    { key: 'weight', label: c.weight, kind: 'kg', width: 10 },
    { key: 'pieces', label: c.pieces, kind: 'integer', width: 8 },
    // A sheet made before these columns still reads: its orders keep their values.
    { key: 'cargoType', label: c.cargoType, width: 10, optional: true },
    { key: 'addressType', label: c.addressType, width: 10, optional: true },
    { key: 'lengthCm', label: c.lengthCm, kind: 'cm', width: 8, optional: true },
    { key: 'widthCm', label: c.widthCm, kind: 'cm', width: 8, optional: true },
    { key: 'heightCm', label: c.heightCm, kind: 'cm', width: 8, optional: true },
    { key: 'ownerUsername', label: c.ownerUsername },
    { key: 'name', label: c.name, exportOnly: true },
    { key: 'statusName', label: c.statusName },
    { key: 'trackingStatus', label: c.trackingStatus, exportOnly: true },
    { key: 'lastEvent', label: c.lastEvent, exportOnly: true, width: 40 },
    { key: 'entryDate', label: c.entryDate, kind: 'dateTime', width: 20 },
    { key: 'isReceived', label: c.isReceived, exportOnly: true, width: 10 },
    { key: 'remark', label: commonColumns.remark, width: 32 },
  ],
};

const code = z.string().trim().min(1).max(60);
/** An instant (a time or day on the company's clock arrives as one: `Kind` dateTime); blank: now (a new order) or unchanged. */
const entryDate = z.iso.datetime({ offset: true }).optional();

/** A row as the contract's order fields, but references named as staff type them. */
export const orderSheetRow = orderFields
  .omit({
    customerId: true,
    agentId: true,
    channelId: true,
    countryId: true,
    ownerUserId: true,
    statusId: true,
    entryDate: true,
    isReceived: true,
  })
  .extend({
    shortName: code,
    agentCode: code.optional(),
    channelCode: code.optional(),
    countryCode: code,
    ownerUsername: z.string().trim().regex(USERNAME_PATTERN),
    statusName: code,
    weight: decimal(9, 3),
    entryDate,
  })
  .superRefine(wholeDimensions);
export type OrderSheetRow = z.output<typeof orderSheetRow>;
