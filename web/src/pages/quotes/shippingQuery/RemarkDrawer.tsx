import { P } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { applyFieldErrors } from '../../../api/formErrors.ts';
import { quotesApi, quotesQueries } from '../../../api/quotes.ts';
import { Can } from '../../../components/Can.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { formatDateTime } from '../../../utils/time.ts';
import type { ShippingRow } from './ChannelRates.tsx';

/**
 * A channel's remarks for a country, newest first, each with its author and
 * time; with `shipping:remark`, a form to add one (kept as history, never
 * edited). Adding reloads the quotes area, so the card's latest remark follows.
 */
export function RemarkDrawer({
  row,
  country,
  countryName,
  onClose,
}: {
  row: ShippingRow;
  country: string;
  countryName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('quotes');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ content: string }>();
  const remarks = useQuery(quotesQueries.remarks(row.channel.id, country));
  const add = useAreaMutation('quotes', (content: string) =>
    quotesApi.addRemark({ channelId: row.channel.id, country, content }),
  );
  const submit = ({ content }: { content: string }) =>
    add.mutate(content.trim(), {
      onSuccess: () => {
        void message.success(t('shipping.added'));
        form.resetFields();
      },
      onError: (error) => applyFieldErrors(form, error),
    });
  return (
    <Drawer
      open
      title={t('shipping.remarksOf', { channel: row.channel.name, country: countryName })}
      size="min(520px, 100vw)"
      onClose={onClose}
      destroyOnHidden
    >
      <Can code={P.shipping.remark}>
        <Form form={form} layout="vertical" onFinish={submit} autoComplete="off">
          <Form.Item
            name="content"
            label={t('shipping.content')}
            rules={[{ required: true, whitespace: true, message: t('shipping.contentRequired') }]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} showCount />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            {t('shipping.add')}
          </Button>
        </Form>
      </Can>
      <Typography.Title level={5} className="quote-remark-history">
        {t('shipping.history')}
      </Typography.Title>
      <QueryState query={remarks} empty={remarks.data?.length === 0} emptyText={t('shipping.noRemark')}>
        <ol className="quote-remarks">
          {remarks.data?.map((remark) => (
            <li key={remark.id}>
              <div className="quote-remark-content">{remark.content}</div>
              <Typography.Text type="secondary">
                {t('shipping.by', { author: remark.author, time: formatDateTime(remark.createdAt) })}
              </Typography.Text>
            </li>
          ))}
        </ol>
      </QueryState>
    </Drawer>
  );
}
