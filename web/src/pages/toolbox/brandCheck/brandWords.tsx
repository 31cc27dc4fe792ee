import type { BrandCategory, BrandHit } from '@fwd/contract';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** Forbidden goods are red everywhere, infringing orange, sensitive gold. */
export const CATEGORY_COLORS: Record<BrandCategory, string> = {
  forbidden: 'red',
  infringing: 'orange',
  sensitive: 'gold',
};

/** A hit's words: its category, risk, how it matched, the channels that refuse it. */
export function useBrandWords() {
  const { t } = useTranslation('toolbox');
  const category = (c: BrandCategory) => t(`brandCheck.category.${c}`);
  const how = (h: BrandHit) => t(`brandCheck.how.${h.how}`, { distance: h.distance });
  const channels = (h: BrandHit) =>
    h.channels.length ? h.channels.map((c) => c.name).join('、') : t('brandCheck.noChannel');
  const hitText = (h: BrandHit) =>
    t('brandCheck.warning.hit', {
      brand: h.brand,
      category: category(h.category),
      risk: t(`brandCheck.risk.${h.riskLevel}`),
      matched: h.matched,
    });
  return { t, category, how, channels, hitText };
}

/** The brand, coloured by its category; the details on hover. */
export function BrandHitTag({ hit }: { hit: BrandHit }) {
  const { hitText, how, channels, t } = useBrandWords();
  return (
    <Tooltip
      title={`${hitText(hit)} · ${how(hit)} · ${t('brandCheck.warning.refusedBy', { channels: channels(hit) })}`}
    >
      <Tag color={CATEGORY_COLORS[hit.category]}>{hit.brand}</Tag>
    </Tooltip>
  );
}

/** Each brand once, in the order first met. */
export const brandNames = (hits: BrandHit[]) => [...new Set(hits.map((h) => h.brand))];
