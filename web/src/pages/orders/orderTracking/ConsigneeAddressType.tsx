import { P, POSTCODE_PATTERN, type AddressInput, type OrderRow } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Space, Spin, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toolboxQueries } from '../../../api/toolbox.ts';
import { useCan } from '../../../components/Can.tsx';
import { AddressTypeTag, readable, useReasonText } from '../../toolbox/addressType/Verdict.tsx';

/** The saved consignee address as the toolbox takes it: lines of at most 200 characters, a postcode only in a carrier's form. */
function addressOf(o: OrderRow): AddressInput | null {
  const lines = (o.consigneeAddress ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim().slice(0, 200))
    .filter(readable)
    .slice(0, 3);
  if (!lines.length) return null;
  const postcode = o.consigneePostcode?.trim();
  return {
    country: o.countryCode,
    lines,
    ...(postcode && POSTCODE_PATTERN.test(postcode) && { postcode }),
    ...(o.consigneeCity && { city: o.consigneeCity.slice(0, 60) }),
  };
}

/** 地址类型 of the order's consignee address (as saved), with its reasons on hover; for those who may use the tool. */
export function ConsigneeAddressType({ order }: { order: OrderRow }) {
  const { t } = useTranslation('toolbox');
  const reason = useReasonText();
  const address = addressOf(order);
  const allowed = useCan(P.address.view);
  const verdict = useQuery({ ...toolboxQueries.addressClassify(address!), enabled: allowed && address !== null });
  if (!allowed || !address || verdict.isError) return null;
  return (
    <Space style={{ marginBottom: 12 }} data-testid="consignee-address-type">
      <Typography.Text type="secondary">{t('addressType.drawer.label')}</Typography.Text>
      {verdict.data ? (
        <Tooltip title={verdict.data.reasons.map(reason).join('；') || t('addressType.noReasons')}>
          <Space size={4}>
            <AddressTypeTag type={verdict.data.type} />
            <Typography.Text type="secondary">
              {t('addressType.drawer.summary', {
                confidence: verdict.data.confidence,
                source: t(`addressType.source.${verdict.data.source}`),
              })}
            </Typography.Text>
          </Space>
        </Tooltip>
      ) : (
        <Spin size="small" aria-label={t('addressType.drawer.loading')} />
      )}
    </Space>
  );
}
