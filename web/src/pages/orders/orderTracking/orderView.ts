import {
  NUMBERS_MAX,
  ORDER_PAGE_SIZE,
  TRACKING_FILTER_STATUSES,
  type OrderFilter,
  type ReceivedTab,
  type TrackingFilterStatus,
} from '@fwd/contract';
import { patched, type QueryPatch } from '../../../components/list/useUrlQuery.ts';

/*
 * The order list's view in the URL: every filter under its own name, the tab
 * (`tab=signed`, `tab=all`), the sort (`sort=ascend`), page and size. Defaults stay out.
 * Number lists go comma-joined; lists too long for an address (a column of a
 * thousand numbers would break a reload) are kept in the tab's session
 * storage instead, and the URL says `lists=session`.
 */

export const NUMBER_FIELDS = ['numbers', 'originalTrackingNumber', 'newTrackingNumber', 'customerOrderNumber'] as const;
export const TEXT_FIELDS = [
  'agentName',
  'agentCode',
  'shortName',
  'name',
  'trackingStatusName',
  'countryNameCn',
] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];
type TextField = (typeof TEXT_FIELDS)[number];

/** The filter panel's values: number lists as typed or pasted, one per line. */
export type FilterValues = Record<NumberField | TextField, string> & {
  nameList: string[];
  statusName: string[];
  /** Main statuses, and UNTRACKED for orders without one. */
  trackingStatus: TrackingFilterStatus[];
  /** Inclusive days, `YYYY-MM-DD`. */
  entryDate: [string, string] | null;
  /** Signed on these days (inclusive): the 已签收 tab's orders. */
  signedDate: [string, string] | null;
  problem: boolean;
};

export type Tab = 'unsigned' | 'signed' | 'all';
/** Each tab's value of the filter's `isReceived`. */
export const TAB_FILTER: Record<Tab, ReceivedTab> = { unsigned: '未签收', signed: '已签收', all: '全部' };
export type Sort = 'ascend' | 'descend';

export const emptyFilter: FilterValues = {
  numbers: '',
  originalTrackingNumber: '',
  newTrackingNumber: '',
  customerOrderNumber: '',
  agentName: '',
  agentCode: '',
  shortName: '',
  name: '',
  trackingStatusName: '',
  countryNameCn: '',
  nameList: [],
  statusName: [],
  trackingStatus: [],
  entryDate: null,
  signedDate: null,
  problem: false,
};

/** Filters behind 展开 (the rest are always shown). */
export const MORE_FIELDS = [
  'originalTrackingNumber',
  'newTrackingNumber',
  'customerOrderNumber',
  'agentName',
  'agentCode',
  'name',
  'nameList',
  'trackingStatusName',
  'countryNameCn',
  'signedDate',
] as const satisfies readonly (keyof FilterValues)[];

const STORED_LISTS = 'orderTracking.numberLists';
/** Longest number lists (their URL form) kept in the address. */
export const LISTS_IN_URL_MAX = 2000;

/** Numbers pasted from a sheet as the server reads them: lines (commas, tabs, spaces) apart, blanks dropped, each once. */
export function splitNumbers(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;，；]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** Too many to send: the server takes at most NUMBERS_MAX a list. */
export const tooMany = (text: string) => splitNumbers(text).length > NUMBERS_MAX;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Two days from the URL as a range, earlier first; none unless both are days. */
const dayRange = (from: string | null, to: string | null): [string, string] | null =>
  from && to && DAY.test(from) && DAY.test(to) ? (from <= to ? [from, to] : [to, from]) : null;
const isTrackingStatus = (s: string): s is TrackingFilterStatus =>
  (TRACKING_FILTER_STATUSES as readonly string[]).includes(s);

function storedLists(): Partial<Record<NumberField, string>> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORED_LISTS) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<Record<NumberField, string>>) : {};
  } catch {
    return {};
  }
}

/** The filter a URL names (hand-edited links may hold anything: what is not understood is left out). */
export function filterFromUrl(params: URLSearchParams): FilterValues {
  const stored = params.get('lists') === 'session' ? storedLists() : {};
  const list = (field: NumberField) => splitNumbers(stored[field] ?? params.get(field) ?? '').join('\n');
  return {
    numbers: list('numbers'),
    originalTrackingNumber: list('originalTrackingNumber'),
    newTrackingNumber: list('newTrackingNumber'),
    customerOrderNumber: list('customerOrderNumber'),
    ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, params.get(field)?.trim() ?? ''])) as Record<
      TextField,
      string
    >),
    nameList: params.getAll('nameList').filter(Boolean),
    statusName: params.getAll('statusName').filter(Boolean),
    trackingStatus: params.getAll('trackingStatus').filter(isTrackingStatus),
    entryDate: dayRange(params.get('from'), params.get('to')),
    signedDate: dayRange(params.get('signedFrom'), params.get('signedTo')),
    problem: params.get('problem') === '1',
  };
}

/** The URL keys of a filter; searching starts again from the first page. */
export function urlPatchOf(values: FilterValues): QueryPatch {
  const lists = Object.fromEntries(
    NUMBER_FIELDS.map((field) => [field, splitNumbers(values[field]).join(',')]),
  ) as Record<NumberField, string>;
  const long = Object.values(lists).join(',').length > LISTS_IN_URL_MAX;
  if (long) sessionStorage.setItem(STORED_LISTS, JSON.stringify(lists));
  return {
    ...(long ? Object.fromEntries(NUMBER_FIELDS.map((field) => [field, null])) : lists),
    lists: long ? 'session' : null,
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, values[field].trim()])),
    nameList: values.nameList,
    statusName: values.statusName,
    trackingStatus: values.trackingStatus,
    from: values.entryDate?.[0] ?? null,
    to: values.entryDate?.[1] ?? null,
    signedFrom: values.signedDate?.[0] ?? null,
    signedTo: values.signedDate?.[1] ?? null,
    problem: values.problem ? '1' : null,
    page: null,
  };
}

/** The URL a search leaves, as useUrlQuery writes it. */
export const urlOf = (values: FilterValues): URLSearchParams =>
  patched(new URLSearchParams(), urlPatchOf(values), ORDER_PAGE_SIZE);

/** A filter as the page reads it back from the URL a search leaves (lists one per line, text trimmed). */
export const keptFilter = (values: FilterValues): FilterValues => filterFromUrl(urlOf(values));

export const tabFromUrl = (params: URLSearchParams): Tab => {
  const tab = params.get('tab');
  return tab === 'signed' || tab === 'all' ? tab : 'unsigned';
};
export const sortFromUrl = (params: URLSearchParams): Sort => (params.get('sort') === 'ascend' ? 'ascend' : 'descend');

/**
 * The request body: blank conditions left out. A role that may not see agents
 * sends no agent condition (the server would refuse it).
 */
export function orderFilterOf(values: FilterValues, tab: Tab, sort: Sort, masked: boolean): OrderFilter {
  const filter: OrderFilter = { isReceived: TAB_FILTER[tab], sort };
  for (const field of NUMBER_FIELDS) {
    const list = splitNumbers(values[field]);
    if (list.length > 0) filter[field] = list;
  }
  for (const field of TEXT_FIELDS) {
    const text = values[field].trim();
    if (text && !(masked && (field === 'agentName' || field === 'agentCode'))) filter[field] = text;
  }
  if (values.nameList.length > 0) filter.nameList = values.nameList;
  if (values.statusName.length > 0) filter.statusName = values.statusName;
  if (values.trackingStatus.length > 0) filter.trackingStatus = values.trackingStatus;
  if (values.entryDate) filter.entryDate = values.entryDate;
  if (values.signedDate) filter.signedDate = values.signedDate;
  if (values.problem) filter.problem = true;
  return filter;
}

/** Filters always shown beside the numbers on a screen wide enough (on a phone they fold away too). */
export const COMMON_FIELDS = [
  'shortName',
  'statusName',
  'trackingStatus',
  'entryDate',
] as const satisfies readonly (keyof FilterValues)[];

/** How many of these filters are set (the panel opens itself when some behind 展开 are). */
export const countSet = (values: FilterValues, fields: readonly (keyof FilterValues)[]): number =>
  fields.filter((field) => {
    const value = values[field];
    return Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value.trim() !== '' : Boolean(value);
  }).length;

/**
 * The conditions given, for an export's name, in the reader's words: short ones as typed, tracking statuses by their
 * names, number lists by their count.
 */
export function filterWords(
  f: FilterValues,
  words: { counted: (n: number) => string; tracking: (status: TrackingFilterStatus) => string },
): string[] {
  return [
    ...TEXT_FIELDS.map((k) => f[k]),
    ...f.nameList,
    ...f.statusName,
    ...f.trackingStatus.map(words.tracking),
    f.entryDate ? `${f.entryDate[0]}~${f.entryDate[1]}` : '',
    f.signedDate ? `${f.signedDate[0]}~${f.signedDate[1]}` : '',
    ...NUMBER_FIELDS.map((k) => (f[k].trim() ? words.counted(splitNumbers(f[k]).length) : '')),
  ];
}
