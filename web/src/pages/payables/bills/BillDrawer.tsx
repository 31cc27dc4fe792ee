import {
  DIFFERENCE_KINDS,
  DIFFERENCE_STATUSES,
  P,
  type DifferenceKind,
  type DifferenceRow,
  type DifferenceStatus,
} from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import {
  App,
  Button,
  Descriptions,
  Drawer,
  Flex,
  Form,
  Input,
  Modal,
  Radio,
  Tabs,
  Tag,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAreaMutation } from '../../../api/areas.ts';
import { payablesApi, payablesQueries } from '../../../api/payables.ts';
import { useCan } from '../../../components/Can.tsx';
import { DownloadButton } from '../../../components/DownloadButton.tsx';
import { withSub } from '../../../components/list/cellSub.tsx';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { useConfirmedAction } from '../../../components/useConfirmedAction.ts';
import { money } from '../../../utils/money.ts';
import { amounts, KIND_COLORS, STATE_COLORS, STATUS_COLORS } from './labels.tsx';

const isKind = (v: string | null): v is DifferenceKind => (DIFFERENCE_KINDS as readonly (string | null)[]).includes(v);
const isStatus = (v: string | null): v is DifferenceStatus =>
  (DIFFERENCE_STATUSES as readonly (string | null)[]).includes(v);
const PAGE_SIZE = 50;

/** Asks why before a difference is disputed: the note is required. */
function DisputeDialog({ row, onClose }: { row: DifferenceRow; onClose: () => void }) {
  const { t } = useTranslation('payables');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ note: string }>();
  const dispute = useAreaMutation('payables', (note: string) =>
    payablesApi.decide(row.id, { status: 'disputed', note, version: row.version }),
  );
  return (
    <Modal
      open
      title={t('decide.disputeTitle')}
      okText={t('actions.dispute')}
      okButtonProps={{ danger: true }}
      confirmLoading={dispute.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={({ note }) =>
          dispute.mutate(note.trim(), {
            onSuccess: () => {
              void message.success(t('decide.disputed'));
              onClose();
            },
          })
        }
      >
        <Form.Item
          name="note"
          label={t('decide.note')}
          rules={[{ required: true, whitespace: true, message: t('decide.noteRequired') }]}
        >
          <Input.TextArea maxLength={500} rows={3} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * One bill: its totals and state, its differences by kind (tabs) and status, each accepted (the billed cost
 * stands) or disputed with a note, several accepted at once; the differences as Excel.
 */
export function BillDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('payables');
  const [params, setParams] = useSearchParams();
  const kind = isKind(params.get('kind')) ? (params.get('kind') as DifferenceKind) : undefined;
  const status = isStatus(params.get('status')) ? (params.get('status') as DifferenceStatus) : undefined;
  const setFilter = (key: 'kind' | 'status', value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
    setPage(1);
    setSelected([]);
  };
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [disputing, setDisputing] = useState<DifferenceRow | null>(null);
  const bill = useQuery(payablesQueries.bill(id));
  const filter = { ...(kind && { kind }), ...(status && { status }) };
  const rows = useQuery(payablesQueries.differences(id, { currentPage: page, pageSize: PAGE_SIZE, ...filter }));
  const canReconcile = useCan(P.bill.reconcile);
  const confirm = useConfirmedAction();
  const accept = useAreaMutation('payables', (body: { ids?: number[]; kind?: DifferenceKind }) =>
    payablesApi.acceptAll(id, body),
  );
  const acceptOne = useAreaMutation('payables', (row: DifferenceRow) =>
    payablesApi.decide(row.id, { status: 'accepted', note: null, version: row.version }),
  );
  const b = bill.data;

  const columns: TableColumnsType<DifferenceRow> = [
    {
      key: 'kind',
      title: t('diff.kind'),
      width: 110,
      render: (_, r) => <Tag color={KIND_COLORS[r.kind]}>{t(`kind.${r.kind}`)}</Tag>,
    },
    { key: 'row', title: t('diff.row'), width: 60, align: 'right', render: (_, r) => r.row ?? '—' },
    {
      key: 'numbers',
      title: t('diff.numbers'),
      width: 180,
      render: (_, r) =>
        withSub(r.newNumber ?? r.originalNumber ?? '—', r.orderNumbers && t('diff.order', { numbers: r.orderNumbers })),
    },
    {
      key: 'weight',
      title: t('diff.weight'),
      width: 130,
      align: 'right',
      render: (_, r) => `${r.weight ?? '—'} / ${r.expectedWeight ?? '—'}`,
    },
    {
      key: 'amount',
      title: t('diff.amount'),
      width: 190,
      align: 'right',
      render: (_, r) => `${money(r.amount, r.currency)} / ${money(r.expectedAmount, r.expectedCurrency)}`,
    },
    {
      key: 'status',
      title: t('diff.status'),
      width: 200,
      render: (_, r) =>
        withSub(
          <Tag color={STATUS_COLORS[r.status]}>{t(`status.${r.status}`)}</Tag>,
          [r.note, r.decidedBy].filter(Boolean).join(' · '),
        ),
    },
    ...(canReconcile
      ? ([
          {
            key: 'actions',
            title: t('diff.actions'),
            width: 150,
            fixed: 'right',
            render: (_, r) => (
              <Flex gap={4}>
                {r.status !== 'accepted' && (
                  <Button
                    size="small"
                    onClick={() =>
                      confirm({
                        title: t('decide.acceptTitle'),
                        content: t('decide.acceptContent'),
                        okText: t('actions.accept'),
                        danger: false,
                        run: () => acceptOne.mutateAsync(r),
                        done: t('decide.accepted'),
                      })
                    }
                  >
                    {t('actions.accept')}
                  </Button>
                )}
                {r.status !== 'disputed' && (
                  <Button size="small" danger onClick={() => setDisputing(r)}>
                    {t('actions.dispute')}
                  </Button>
                )}
              </Flex>
            ),
          },
        ] satisfies TableColumnsType<DifferenceRow>)
      : []),
  ];

  const open = b?.kinds.reduce((n, k) => n + (!kind || k.kind === kind ? k.open : 0), 0) ?? 0;
  const acceptAll = () =>
    confirm({
      title: selected.length
        ? t('decide.batchTitle', { count: selected.length })
        : t('decide.batchTitle', { count: open }),
      content: t('decide.acceptContent'),
      okText: t('actions.accept'),
      danger: false,
      run: () => accept.mutateAsync(selected.length ? { ids: selected } : { ...(kind && { kind }) }),
      done: t('decide.accepted'),
    });

  return (
    <Drawer open title={b ? t('detail.title', { billNo: b.billNo }) : ''} size="min(1100px, 100vw)" onClose={onClose}>
      <QueryState query={bill}>
        {b && (
          <Flex vertical gap={12}>
            <Descriptions size="small" bordered column={{ xs: 1, sm: 2, md: 3 }}>
              <Descriptions.Item label={t('col.agent')}>{b.agentName}</Descriptions.Item>
              <Descriptions.Item label={t('col.period')}>{`${b.periodFrom} ~ ${b.periodTo}`}</Descriptions.Item>
              <Descriptions.Item label={t('col.state')}>
                <Tag color={STATE_COLORS[b.state]}>{t(`state.${b.state}`)}</Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('col.lines')}>{b.lineCount}</Descriptions.Item>
              <Descriptions.Item label={t('detail.clean')}>{b.clean}</Descriptions.Item>
              <Descriptions.Item label={t('col.totals')}>{amounts(b.totals)}</Descriptions.Item>
            </Descriptions>
            <Tabs
              activeKey={kind ?? 'all'}
              onChange={(key) => setFilter('kind', key === 'all' ? undefined : key)}
              items={[
                { key: 'all', label: `${t('kind.all')} (${b.open + b.accepted + b.disputed})` },
                ...DIFFERENCE_KINDS.map((k) => {
                  const c = b.kinds.find((x) => x.kind === k);
                  return { key: k, label: `${t(`kind.${k}`)} (${c ? c.open + c.accepted + c.disputed : 0})` };
                }),
              ]}
            />
            <Flex gap={8} wrap align="center">
              <Radio.Group
                value={status ?? ''}
                onChange={(e) => setFilter('status', (e.target.value as string) || undefined)}
                options={[
                  { value: '', label: t('status.all') },
                  ...DIFFERENCE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
                ]}
                optionType="button"
                size="small"
              />
              {canReconcile && (
                <Button type="primary" size="small" disabled={!selected.length && !open} onClick={acceptAll}>
                  {selected.length ? t('actions.acceptSelected', { count: selected.length }) : t('actions.acceptAll')}
                </Button>
              )}
              <DownloadButton
                size="small"
                download={() =>
                  payablesApi.exportDifferences(id, filter, `${t('detail.file', { billNo: b.billNo })}.xlsx`)
                }
              >
                {t('actions.export')}
              </DownloadButton>
            </Flex>
            <ListTable<DifferenceRow>
              query={rows}
              emptyText={t('emptyDifferences')}
              dataSource={rows.data?.records}
              columns={columns}
              scroll={{ x: 1000 }}
              rowSelection={
                canReconcile
                  ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }
                  : undefined
              }
              pagination={{
                current: page,
                pageSize: PAGE_SIZE,
                total: rows.data?.total,
                showSizeChanger: false,
                showTotal: (total) => t('differences', { count: total }),
                onChange: setPage,
              }}
            />
          </Flex>
        )}
      </QueryState>
      {disputing && <DisputeDialog row={disputing} onClose={() => setDisputing(null)} />}
    </Drawer>
  );
}
