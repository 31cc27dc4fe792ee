import { LANGUAGES, PAYMENT_METHODS, type AccountRow, type PaymentMethod } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Flex, Form, Input, Radio, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { statementsApi, statementsQueries } from '../../../api/statements.ts';
import { RecordDialog } from '../../../components/RecordDialog.tsx';
import { money } from '../../../utils/money.ts';
import { CustomerSelect } from '../shared.tsx';

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
const CURRENCY = /^[A-Z]{3}$/;
const upper = (v?: string) => v?.toUpperCase();

interface PaymentValues {
  customerId?: number;
  currency: string;
  amount?: string;
  paidOn: dayjs.Dayjs;
  method: PaymentMethod;
  reference?: string;
  note?: string;
  apply: 'oldest' | 'chosen' | 'none';
  statementIds?: number[];
}

/** The customer's issued statements still owing in the currency, oldest first: what a payment may be applied to. */
function OpenStatements({ customerId, currency }: { customerId?: number; currency?: string }) {
  const { t } = useTranslation('statements');
  const open = useQuery({
    ...statementsQueries.page({ customerId, state: 'issued', currentPage: 1, pageSize: 100 }),
    enabled: customerId !== undefined,
  });
  const options = (open.data?.records ?? []).toReversed().flatMap((s) =>
    s.totals
      .filter((x) => x.currency === currency && Number(x.due) > Number(x.paid))
      .map((x) => ({
        value: s.id,
        label: `${s.number} · ${money(x.due, x.currency)} / ${money(x.paid, x.currency)}`,
      })),
  );
  return (
    <Form.Item name="statementIds" label={t('pay.statements')} rules={[{ required: true }]}>
      <Select mode="multiple" loading={open.isFetching} options={options} />
    </Form.Item>
  );
}

/** Records a payment: applied to the oldest open statements, to those chosen, or kept as credit for now. */
export function PaymentDialog({ onClose, customerId }: { onClose: () => void; customerId?: number }) {
  const { t } = useTranslation('statements');
  const initial: PaymentValues = { customerId, currency: 'CNY', paidOn: dayjs(), method: 'bank', apply: 'oldest' };
  return (
    <RecordDialog<{ version: number }, PaymentValues>
      area="statements"
      record={null}
      title={t('pay.title')}
      done={t('pay.done')}
      initialValues={initial}
      valuesOf={() => initial}
      save={(v) =>
        statementsApi.pay({
          customerId: v.customerId!,
          currency: v.currency,
          amount: v.amount!,
          paidOn: v.paidOn.format('YYYY-MM-DD'),
          method: v.method,
          reference: v.reference,
          note: v.note,
          ...(v.apply === 'chosen' && { statementIds: v.statementIds ?? [] }),
          ...(v.apply === 'none' && { statementIds: [] }),
        })
      }
      onClose={onClose}
    >
      <Form.Item name="customerId" label={t('filter.customer')} rules={[{ required: true }]}>
        <CustomerSelect />
      </Form.Item>
      <Flex gap={8}>
        <Form.Item
          name="currency"
          label={t('filter.currency')}
          normalize={upper}
          rules={[{ required: true, pattern: CURRENCY }]}
        >
          <Input style={{ width: 90 }} maxLength={3} />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('col.amount')}
          rules={[{ required: true, pattern: AMOUNT }]}
          style={{ flex: 1 }}
        >
          <Input inputMode="decimal" />
        </Form.Item>
      </Flex>
      <Form.Item name="paidOn" label={t('col.paidOn')} rules={[{ required: true }]}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="method" label={t('col.method')} rules={[{ required: true }]}>
        <Select options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`method.${m}`) }))} />
      </Form.Item>
      <Form.Item name="reference" label={t('col.reference')} rules={[{ max: 100 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="note" label={t('pay.note')} rules={[{ max: 500 }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item name="apply" label={t('pay.apply')}>
        <Radio.Group
          options={(['oldest', 'chosen', 'none'] as const).map((a) => ({ value: a, label: t(`pay.${a}`) }))}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['apply', 'customerId', 'currency']}>
        {({ getFieldValue }) =>
          getFieldValue('apply') === 'chosen' && (
            <OpenStatements customerId={getFieldValue('customerId')} currency={getFieldValue('currency')} />
          )
        }
      </Form.Item>
    </RecordDialog>
  );
}

interface AccountValues {
  language: AccountRow['language'];
  creditLimit?: string;
  creditCurrency?: string;
}

/** A customer's credit limit (amount and currency, or none) and the language of its statements. */
export function AccountDialog({ account, onClose }: { account: AccountRow; onClose: () => void }) {
  const { t } = useTranslation('statements');
  return (
    <RecordDialog<AccountRow, AccountValues>
      area="statements"
      record={account}
      title={t('account.title', { name: account.shortName })}
      done={t('account.done')}
      initialValues={{}}
      valuesOf={(a) => ({
        language: a.language,
        creditLimit: a.creditLimit ?? undefined,
        creditCurrency: a.creditCurrency ?? undefined,
      })}
      save={(v, base) =>
        statementsApi.account(base!.customerId, {
          language: v.language,
          creditLimit: v.creditLimit || null,
          creditCurrency: v.creditLimit ? (v.creditCurrency ?? 'CNY') : null,
          version: base!.version,
        })
      }
      onClose={onClose}
    >
      <Form.Item name="language" label={t('col.language')} rules={[{ required: true }]}>
        <Select options={LANGUAGES.map((l) => ({ value: l, label: t(`language.${l}`) }))} />
      </Form.Item>
      <Flex gap={8}>
        <Form.Item name="creditLimit" label={t('account.limit')} rules={[{ pattern: AMOUNT }]} style={{ flex: 1 }}>
          <Input inputMode="decimal" placeholder={t('account.noLimit')} allowClear />
        </Form.Item>
        <Form.Item
          name="creditCurrency"
          label={t('account.currency')}
          normalize={upper}
          rules={[{ pattern: CURRENCY }]}
        >
          <Input style={{ width: 90 }} maxLength={3} placeholder="CNY" />
        </Form.Item>
      </Flex>
    </RecordDialog>
  );
}
