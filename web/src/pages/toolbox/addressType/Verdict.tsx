import type { AddressReason, AddressType, AddressVerdict } from '@fwd/contract';
import { Alert, Flex, Progress, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<AddressType, string> = { residential: 'orange', commercial: 'blue', unknown: 'default' };

/** A type as a coloured tag: 住宅 orange (it costs more), 商业 blue, 未知 grey. */
export function AddressTypeTag({ type }: { type: AddressType }) {
  const { t } = useTranslation('toolbox');
  return <Tag color={COLORS[type]}>{t(`addressType.type.${type}`)}</Tag>;
}

/** A reason in words: what matched, where; the service's by what it said, never its own word ("Unclassified"). */
export function useReasonText() {
  const { t } = useTranslation('toolbox');
  return (r: AddressReason) =>
    r.kind === 'service'
      ? t(`addressType.reason.service.${r.leans}`)
      : t(`addressType.reason.${r.kind}`, { match: r.match, field: t(`addressType.where.${r.field}`) });
}

/** A letter or a digit: a line of dashes or dots gives the server nothing to classify (it refuses such an address). */
export const readable = (text: string | undefined) => !!text && /[\p{L}\p{N}]/u.test(text);

/** Misses that call for a look: the service failed, was slow, asked to wait, or found no such address. */
export const WARNING_MISSES: ReadonlySet<string> = new Set(['failed', 'slow', 'busy', 'noCandidate']);

/** Why the service did not decide, when one is configured, or that none is. */
export function useServiceNote() {
  const { t } = useTranslation('toolbox');
  return (v: AddressVerdict): string | null => {
    if (!v.service.configured) return t('addressType.service.none');
    return v.service.miss ? t(`addressType.service.${v.service.miss}`) : null;
  };
}

/** The whole answer: the type, how sure, who decided, a PO box, every reason, and what became of the service. */
export function VerdictView({ verdict: v }: { verdict: AddressVerdict }) {
  const { t } = useTranslation('toolbox');
  const reason = useReasonText();
  const note = useServiceNote()(v);
  return (
    <Flex vertical gap={12} data-testid="address-verdict">
      <Flex gap={16} wrap align="center">
        <AddressTypeTag type={v.type} />
        <Space>
          <Typography.Text type="secondary">{t('addressType.confidence')}</Typography.Text>
          <Progress type="circle" size={44} percent={v.confidence} aria-label={t('addressType.confidence')} />
        </Space>
        <Typography.Text>{t('addressType.decidedBy', { source: t(`addressType.source.${v.source}`) })}</Typography.Text>
      </Flex>
      {v.poBox && <Alert type="warning" showIcon title={t('addressType.poBox')} />}
      {note && (
        <Alert
          type={v.service.miss && WARNING_MISSES.has(v.service.miss) ? 'warning' : 'info'}
          showIcon
          title={note}
          description={v.service.detail}
        />
      )}
      <div>
        <Typography.Text strong>{t('addressType.reasons')}</Typography.Text>
        {v.reasons.length === 0 ? (
          <Typography.Paragraph type="secondary">{t('addressType.noReasons')}</Typography.Paragraph>
        ) : (
          <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
            {v.reasons.map((r, i) => (
              <li key={i}>
                {reason(r)}{' '}
                {r.weight > 0 && (
                  <Typography.Text type="secondary">
                    ({t('addressType.leans', { type: t(`addressType.type.${r.leans}`), weight: r.weight })})
                  </Typography.Text>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Flex>
  );
}
