import { BRAND_LINE_MAX, type BrandHit } from '@fwd/contract';
import { Alert, Col, Form, Input, Tag, Tooltip } from 'antd';
import { brandNames, useBrandWords } from '../../toolbox/brandCheck/brandWords.tsx';

/** 价格查询's optional goods description: the brands in it mark the channels that refuse them. */
export function DescriptionField() {
  const { t } = useBrandWords();
  return (
    <Col span={24}>
      <Form.Item name="description" label={t('brandCheck.column.text')}>
        <Input maxLength={BRAND_LINE_MAX} allowClear />
      </Form.Item>
    </Col>
  );
}

/** The brands the description names, each with the channels that refuse it; nothing when it names none. */
export function BrandWarnings({ hits }: { hits: BrandHit[] }) {
  const { t, hitText, channels } = useBrandWords();
  if (hits.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('brandCheck.warning.priceTitle', { brands: brandNames(hits).join('、') })}
      description={hits.map((h) => (
        <div key={`${h.brandId}:${h.start}`}>
          {hitText(h)} · {t('brandCheck.warning.refusedBy', { channels: channels(h) })}
        </div>
      ))}
    />
  );
}

/** On a quote: the brands its channel refuses, why on hover. The channel stays quoted: staff decide. */
export function BrandRefusalTag({ hits, channelId }: { hits: BrandHit[]; channelId: number }) {
  const { t, hitText } = useBrandWords();
  const refused = hits.filter((h) => h.channels.some((c) => c.id === channelId));
  if (refused.length === 0) return null;
  return (
    <Tooltip title={refused.map(hitText).join('；')}>
      <Tag color="red">{t('brandCheck.warning.refusedTag', { brands: brandNames(refused).join('、') })}</Tag>
    </Tooltip>
  );
}
