import { BRAND_LINE_MAX, P } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Flex, Form } from 'antd';
import { useEffect, useState } from 'react';
import { brandsQueries } from '../../../api/toolbox/brands.ts';
import { useCan } from '../../../components/Can.tsx';
import { BrandHitTag, brandNames, useBrandWords } from '../../toolbox/brandCheck/brandWords.tsx';

/** How long the description must rest before it is checked: each keystroke is not a question. */
const PAUSE_MS = 400;

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * In the order drawer, under the goods description: the brands it names
 * (品牌查询's check), with the channels that refuse each, and an error when
 * the order's own channel is one of them. Said only to a role that may check
 * brands; a failed check says nothing (it is advice, not a rule).
 */
export function BrandWarning() {
  const { t, hitText, channels } = useBrandWords();
  const form = Form.useFormInstance();
  const description = (Form.useWatch<string | null | undefined>('goodsDescription', form) ?? '')
    .trim()
    .slice(0, BRAND_LINE_MAX);
  const channelId = Form.useWatch<number | null | undefined>('channelId', form);
  const settled = useSettled(description);
  const allowed = useCan(P.brand.view);
  const { data: hits = [] } = useQuery({ ...brandsQueries.brandCheckOne(settled), enabled: allowed && settled !== '' });
  if (!allowed || settled === '' || hits.length === 0) return null;
  const refusing = hits.filter((h) => h.channels.some((c) => c.id === channelId));
  const channel = refusing[0]?.channels.find((c) => c.id === channelId);
  return (
    <Col span={24}>
      <Alert
        type={refusing.length ? 'error' : 'warning'}
        showIcon
        style={{ marginBottom: 16 }}
        title={
          channel
            ? t('brandCheck.warning.thisChannel', { channel: channel.name, brands: brandNames(refusing).join('、') })
            : t('brandCheck.warning.title')
        }
        description={
          <Flex vertical gap={4}>
            {hits.map((h) => (
              <span key={`${h.brandId}:${h.start}`}>
                <BrandHitTag hit={h} /> {hitText(h)} · {t('brandCheck.warning.refusedBy', { channels: channels(h) })}
              </span>
            ))}
          </Flex>
        }
      />
    </Col>
  );
}
