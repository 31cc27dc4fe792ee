import { P, type PayableRow } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Col, DatePicker, Form, Input, Row, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { payablesApi, payablesQueries } from '../../../api/payables.ts';
import { applyFieldErrors } from '../../../api/formErrors.ts';
import { useCan } from '../../../components/Can.tsx';
import { FormModal } from '../../../components/FormModal.tsx';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { DAY_FORMAT } from '../../../utils/day.ts';
import { money } from '../../../utils/money.ts';
import { AgentSelect } from './labels.tsx';

interface Payment {
  agentId: number;
  amount: string;
  currency: string;
  paidOn: Dayjs;
  reference?: string;
}

function PayDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('payables');
  const { message } = App.useApp();
  const [form] = Form.useForm<Payment>();
  const pay = useAreaMutation('payables', (p: Payment) =>
    payablesApi.pay({
      agentId: p.agentId,
      amount: p.amount.trim(),
      currency: p.currency.trim().toUpperCase(),
      paidOn: p.paidOn.format(DAY_FORMAT),
      reference: p.reference?.trim() || null,
    }),
  );
  const required = { required: true, message: t('import.required') };
  return (
    <FormModal form={form} title={t('pay.title')} pending={pay.isPending} onClose={onClose}>
      <Form<Payment>
        form={form}
        layout="vertical"
        initialValues={{ currency: 'CNY', paidOn: dayjs() }}
        onFinish={(p) =>
          pay.mutate(p, {
            onSuccess: () => {
              void message.success(t('pay.done'));
              onClose();
            },
            onError: (e) => void applyFieldErrors(form, e),
          })
        }
      >
        <Form.Item name="agentId" label={t('import.agent')} rules={[required]}>
          <AgentSelect />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="amount"
              label={t('pay.amount')}
              rules={[{ ...required, pattern: /^\d{1,10}(\.\d{1,2})?$/, message: t('pay.amountHint') }]}
            >
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="currency" label={t('import.currency')} rules={[required]}>
              <Input maxLength={3} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="paidOn" label={t('pay.paidOn')} rules={[required]}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="reference" label={t('pay.reference')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </FormModal>
  );
}

/** What is owed to each agent per currency: accepted (owed), disputed, still open, paid, the balance. */
export function PayablesTab() {
  const { t } = useTranslation('payables');
  const rows = useQuery(payablesQueries.payables());
  const canPay = useCan(P.bill.pay);
  const [paying, setPaying] = useState(false);
  // A row is an agent's sums in one currency, with no id of its own: its place in the answer keys it.
  const owed = useMemo(() => rows.data?.map((r, id) => ({ ...r, id })), [rows.data]);
  const cell = (key: keyof PayableRow) => (_: unknown, r: PayableRow) => money(r[key] as string, r.currency);
  const columns: TableColumnsType<PayableRow & { id: number }> = [
    { key: 'agent', title: t('col.agent'), width: 140, fixed: 'left', render: (_, r) => r.agentName },
    { key: 'currency', title: t('col.currency'), width: 70, dataIndex: 'currency' },
    { key: 'accepted', title: t('owed.accepted'), width: 130, align: 'right', render: cell('accepted') },
    { key: 'disputed', title: t('owed.disputed'), width: 120, align: 'right', render: cell('disputed') },
    { key: 'open', title: t('owed.open'), width: 120, align: 'right', render: cell('open') },
    { key: 'paid', title: t('owed.paid'), width: 120, align: 'right', render: cell('paid') },
    { key: 'balance', title: t('owed.balance'), width: 130, align: 'right', render: cell('balance') },
    { key: 'bills', title: t('owed.bills'), width: 80, align: 'right', dataIndex: 'bills' },
  ];
  return (
    <>
      {canPay && (
        <Button style={{ marginBottom: 12 }} onClick={() => setPaying(true)}>
          {t('actions.pay')}
        </Button>
      )}
      <ListTable<PayableRow & { id: number }>
        query={rows}
        emptyText={t('emptyPayables')}
        dataSource={owed}
        columns={columns}
        pagination={false}
        scroll={{ x: 900 }}
      />
      {paying && <PayDialog onClose={() => setPaying(false)} />}
    </>
  );
}
