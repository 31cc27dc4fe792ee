import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { countriesQueries } from '../../../api/countries.ts';
import { applyFieldErrors } from '../../../api/formErrors.ts';
import { quotesQueries } from '../../../api/quotes.ts';
import { CountryCodePicker } from '../../../components/pickers/CountryPicker.tsx';
import { EmptyState, QueryState } from '../../../components/QueryState.tsx';
import { ChannelRates, type ShippingRow } from './ChannelRates.tsx';
import { RemarkDrawer } from './RemarkDrawer.tsx';
import '../components/quote.css';

/**
 * 报价系统 → 运费查询: a country picked (kept in the URL) → the channels
 * serving it, each with its zones, rates in force, transit days and latest
 * remark; a channel's remarks in a drawer.
 */
export default function ShippingQueryPage() {
  const { t } = useTranslation('quotes');
  const [params, setParams] = useSearchParams();
  const country = params.get('country')?.trim() || null;
  const channels = useQuery({ ...quotesQueries.shippingQuery({ country: country ?? '' }), enabled: country !== null });
  const countries = useQuery(countriesQueries.options(''));
  // The URL may name the country in Chinese (the server takes both); remarks are kept by code.
  const picked = country
    ? countries.data?.find((c) => c.code === country.toUpperCase() || c.countryNameCn === country)
    : undefined;
  const [form] = Form.useForm<{ country?: string }>();
  const [remarksOf, setRemarksOf] = useState<ShippingRow | null>(null);
  useEffect(() => {
    if (channels.error) applyFieldErrors(form, channels.error);
  }, [channels.error, form]);

  return (
    <Flex vertical gap={12}>
      <Card size="small">
        <Form form={form} layout="inline" initialValues={{ country: country ?? undefined }}>
          <Form.Item name="country" label={t('query.country')}>
            <CountryCodePicker
              style={{ width: 280 }}
              onChange={(code) => setParams(code ? { country: code } : {}, { replace: true })}
            />
          </Form.Item>
        </Form>
      </Card>
      {country === null ? (
        <Card size="small">
          <EmptyState description={t('shipping.start')} />
        </Card>
      ) : (
        <QueryState
          query={channels}
          empty={channels.data?.length === 0}
          emptyText={t('shipping.empty', { country: picked?.countryName ?? country })}
        >
          {channels.data?.map((row) => (
            <ChannelRates key={row.channel.id} row={row} onRemarks={() => setRemarksOf(row)} />
          ))}
        </QueryState>
      )}
      {remarksOf && country && (
        <RemarkDrawer
          row={remarksOf}
          country={picked?.code ?? country}
          countryName={picked?.countryName ?? country}
          onClose={() => setRemarksOf(null)}
        />
      )}
    </Flex>
  );
}
