import { Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { statementsApi } from '../api/statements.ts';
import { RecordDialog } from './RecordDialog.tsx';

const SIGNED = /^-?\d{1,10}(\.\d{1,2})?$/;

interface AdjustableOrder {
  orderId: number;
  numbers: string;
  total: string | null;
  currency: string | null;
}

/**
 * An adjustment of an order's charge, with a reason, onto the customer's next statement (POST /charge-adjustments):
 * one dialog for 客户对账's statement (its orders to pick from) and 运单计费's row (the one order, already picked).
 */
export function ChargeAdjustDialog({ orders, onClose }: { orders: AdjustableOrder[]; onClose: () => void }) {
  const { t } = useTranslation('statements');
  return (
    <RecordDialog<{ version: number }, { orderId?: number; amount?: string; reason?: string }>
      area="statements"
      record={null}
      title={t('adjust.title')}
      done={t('adjust.done')}
      initialValues={orders.length === 1 ? { orderId: orders[0]!.orderId } : {}}
      valuesOf={() => ({})}
      save={(v) => statementsApi.adjust({ orderId: v.orderId!, amount: v.amount!, reason: v.reason! })}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t('adjust.hint')}</Typography.Paragraph>
      <Form.Item name="orderId" label={t('adjust.order')} rules={[{ required: true }]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={orders.map((o) => ({
            value: o.orderId,
            label: o.total && o.currency ? `${o.numbers} · ${o.total} ${o.currency}` : o.numbers,
          }))}
        />
      </Form.Item>
      <Form.Item name="amount" label={t('adjust.amount')} rules={[{ required: true, pattern: SIGNED }]}>
        <Input inputMode="decimal" />
      </Form.Item>
      <Form.Item name="reason" label={t('adjust.reason')} rules={[{ required: true, max: 200 }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </RecordDialog>
  );
}
