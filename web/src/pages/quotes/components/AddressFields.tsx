import type { PriceList } from '@fwd/contract';
import { Alert, Col, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { AddressTypeTag, WARNING_MISSES } from '../../toolbox/addressType/Verdict.tsx';

const wide = { xs: 24, sm: 24, lg: 16, xl: 12 } as const;
const cell = { xs: 24, sm: 12, lg: 8, xl: 6 } as const;

/** 价格查询's consignee street and company: with either, the address's type (地址类型) decides the residential surcharge. */
export function AddressFields() {
  const { t } = useTranslation('toolbox');
  return (
    <>
      <Col {...wide}>
        <Form.Item name="street" label={t('addressType.priceQuery.street')} tooltip={t('addressType.priceQuery.hint')}>
          <Input maxLength={200} allowClear />
        </Form.Item>
      </Col>
      <Col {...cell}>
        <Form.Item name="company" label={t('addressType.field.company')}>
          <Input maxLength={100} allowClear />
        </Form.Item>
      </Col>
    </>
  );
}

/** What the price list says of the address: its type, who decided, and whether the residential surcharge applied and by what. */
export function AddressVerdictNote({ address }: { address: PriceList['address'] }) {
  const { t } = useTranslation('toolbox');
  if (!address) return null;
  const said = t('addressType.priceQuery.verdict', {
    source: t(`addressType.source.${address.source}`),
    confidence: address.confidence,
  });
  const charged = t(`addressType.priceQuery.${address.residential ? 'charged' : 'notCharged'}`);
  const by = address.decidedBy === 'flag' ? t('addressType.priceQuery.byFlag') : '';
  const fallback =
    address.serviceMiss && WARNING_MISSES.has(address.serviceMiss)
      ? t(`addressType.service.${address.serviceMiss}`)
      : '';
  return (
    <Alert
      type={address.residential ? 'warning' : 'info'}
      showIcon
      data-testid="price-address"
      title={
        <>
          <AddressTypeTag type={address.type} /> {said} · {charged}
          {by && ` · ${by}`}
          {fallback && ` · ${fallback}`}
        </>
      }
    />
  );
}
