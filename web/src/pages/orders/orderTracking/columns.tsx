import { AGENT_MASK, type OrderRow } from '@fwd/contract';
import type { TableColumnsType } from 'antd';
import { copyText, useCopy } from '../../../components/CopyText.tsx';
import { CellTag } from '../../../components/list/CellTag.tsx';
import { withSub } from '../../../components/list/cellSub.tsx';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/index.ts';
import { formatDateTime } from '../../../utils/time.ts';
import type { Sort } from './orderView.ts';
import { TrackingStatusCell, useTrackingLabels } from './trackingLabels.tsx';

/*
 * Cells are plain elements where they can be: 30 rows of 19 columns render on
 * a slow office PC, and a Typography with a tooltip or a measured ellipsis
 * per cell was most of the time from the answer to the rows painted.
 */
const none = <span className="order-cell-none">—</span>;

/** The waybill number's pinned column on a phone: the number whole for most (12 characters), with the check box a good half of 390 px. */
const PHONE_NUMBERS_WIDTH = 136;

/** antd's WarningFilled as one element made once: with 只看问题件 every row has it, and antd's icon component is several. */
const warningIcon = (
  <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden focusable="false">
    <path d="M955.7 856l-416-720c-6.2-10.7-16.9-16-27.7-16s-21.6 5.3-27.7 16l-416 720C56 877.4 71.4 904 96 904h832c24.6 0 40-26.6 27.7-48zM480 416c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v184c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V416zm32 352a48.01 48.01 0 010-96 48.01 48.01 0 010 96z" />
  </svg>
);

/** A number to copy (into a carrier's site, a chat), or — when there is none. */
const copyable = (value: string | null, label: string, copy: (text: string) => void) =>
  value ? copyText(value, { label, copy }) : none;

/**
 * The order list's columns, one line a row (an agent's code, a country's, a consignee's city and a salesperson's
 * company beside the name they go with; the whole cell on hover when cut), left to right as staff read a waybill: its
 * numbers (the waybill number pinned left), who and where, goods, state,
 * tracking, dates, the actions (pinned right; on a phone, `pinned` false,
 * only the waybill number). The entry date sorts on
 * the server. The same columns while their inputs are the same: the table
 * then renders no cell again when the page does for something else (a tab
 * clicked, before its rows arrive).
 */
export function useOrderColumns(
  sort: Sort,
  actions: TableColumnsType<OrderRow>,
  pinned: boolean,
  /** Customers past their credit limit: their orders' customer cell says so. */
  overLimit: ReadonlySet<number>,
): TableColumnsType<OrderRow> {
  const { t } = useTranslation('orders');
  const labels = useTrackingLabels();
  const copy = useCopy();
  return useMemo(() => {
    // Words the cells repeat, read once for every row.
    const copyLabel = i18n.t('widgets:copy');
    const problem = t('problem');
    const problemHint = t('problemHint');
    const overLimitTag = <CellTag color="red">{i18n.t('statements:overLimit')}</CellTag>;
    const columns: TableColumnsType<OrderRow> = [
      {
        key: 'numbers',
        title: t('field.numbers'),
        fixed: 'left',
        width: 170,
        render: (_, o) => (
          <span className="order-numbers">
            {o.problem && (
              <span role="img" className="anticon order-problem-icon" aria-label={problem} title={problemHint}>
                {warningIcon}
              </span>
            )}
            {copyText(o.numbers, { label: copyLabel, copy, strong: true })}
          </span>
        ),
      },
      {
        key: 'customerOrderNumber',
        title: t('field.customerOrderNumber'),
        width: 160,
        render: (_, o) => copyable(o.customerOrderNumber, copyLabel, copy),
      },
      {
        key: 'originalTrackingNumber',
        title: t('field.originalTrackingNumber'),
        width: 200,
        render: (_, o) => copyable(o.originalTrackingNumber, copyLabel, copy),
      },
      {
        key: 'newTrackingNumber',
        title: t('field.newTrackingNumber'),
        width: 180,
        render: (_, o) => copyable(o.newTrackingNumber, copyLabel, copy),
      },
      {
        key: 'customer',
        title: t('field.customer'),
        // The name and, past its credit limit, the tag beside it.
        width: 150,
        render: (_, o) => (overLimit.has(o.customerId) ? withSub(o.shortName, overLimitTag) : o.shortName),
      },
      {
        key: 'agent',
        title: t('field.agent'),
        // The name and its code beside it.
        width: 170,
        render: (_, o) =>
          o.agentName === AGENT_MASK ? (
            <span className="order-cell-none">{AGENT_MASK}</span>
          ) : o.agentName ? (
            withSub(o.agentName, o.agentCode)
          ) : (
            none
          ),
      },
      { key: 'channel', title: t('field.channel'), width: 130, render: (_, o) => o.channelName ?? none },
      {
        key: 'country',
        title: t('field.country'),
        width: 110,
        render: (_, o) => withSub(o.countryName, o.countryCode),
      },
      {
        key: 'consignee',
        title: t('field.consignee'),
        width: 150,
        render: (_, o) => withSub(o.consigneeName, o.consigneeCity),
      },
      { key: 'weight', title: t('field.weight'), dataIndex: 'weight', width: 100, align: 'right' },
      { key: 'pieces', title: t('field.pieces'), dataIndex: 'pieces', width: 70, align: 'right' },
      { key: 'owner', title: t('field.owner'), width: 130, render: (_, o) => withSub(o.name, o.companyName) },
      {
        key: 'statusName',
        title: t('field.statusName'),
        width: 110,
        render: (_, o) => <CellTag color={o.statusColor}>{o.statusName}</CellTag>,
      },
      {
        key: 'trackingStatus',
        title: t('field.trackingStatus'),
        width: 170,
        render: (_, o) => (
          <TrackingStatusCell status={o.trackingStatus} subStatus={o.trackingSubStatus} labels={labels} />
        ),
      },
      {
        key: 'lastEvent',
        title: t('field.lastEvent'),
        width: 300,
        // Its time first, always whole: the event's words are what the column cuts.
        render: (_, o) =>
          o.lastEvent ? (
            <>
              {o.lastEventAt && <span className="order-last-event-at">{formatDateTime(o.lastEventAt)}</span>}
              {o.lastEvent}
            </>
          ) : (
            none
          ),
      },
      {
        key: 'problem',
        title: t('field.problem'),
        width: 90,
        render: (_, o) => (o.problem ? <CellTag color="red">{problem}</CellTag> : null),
      },
      {
        key: 'entryDate',
        title: t('field.entryDate'),
        width: 150,
        sorter: true,
        // Newest first is the default: a click shows the oldest first, the next goes back.
        sortOrder: sort,
        render: (_, o) => formatDateTime(o.entryDate),
      },
      {
        key: 'receivedAt',
        title: t('field.receivedAt'),
        width: 150,
        render: (_, o) => (o.receivedAt ? formatDateTime(o.receivedAt) : none),
      },
      ...actions.map((column) => ({ width: 200, ...column })),
    ];
    // On a phone only the waybill number stays pinned, narrower: more pinned columns would fill the screen and leave
    // the rest no room to scroll through, and with none a row scrolled to its actions no longer says which order it is.
    return pinned
      ? columns
      : columns.map((column) =>
          column.key === 'numbers' ? { ...column, width: PHONE_NUMBERS_WIDTH } : { ...column, fixed: undefined },
        );
  }, [t, labels, copy, sort, actions, pinned, overLimit]);
}
