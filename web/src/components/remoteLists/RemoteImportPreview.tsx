import type { RemotePreview } from '@fwd/contract';
import { Alert, Badge, Descriptions, Modal, Tabs, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { OneLineTable } from '../list/OneLineTable.tsx';

type Shown = RemotePreview['changed'][number];
type Kind = 'added' | 'removed' | 'changed';
const KINDS: Kind[] = ['added', 'removed', 'changed'];
const KIND_COLORS = { added: 'green', removed: 'red', changed: 'orange' } as const;

/**
 * What an import would change, before it is kept: the list in force it is
 * compared with (or none), how many entries it adds, no longer lists and
 * classes otherwise, and those entries (the first ones of a long list), with
 * a warning that the older list stays in force beside it until its end date.
 * Confirming imports the same file.
 */
export function RemoteImportPreview({
  preview,
  pending,
  onConfirm,
  onClose,
}: {
  preview: RemotePreview;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('surcharges');
  const { against, counts } = preview;
  const value = (e: Pick<Shown, 'match' | 'value' | 'valueTo'>) =>
    e.match === 'range' ? `${e.value}–${e.valueTo ?? ''}` : e.value;
  const columns = (kind: Kind): TableColumnsType<Shown> => [
    { key: 'country', title: t('remote.field.country'), dataIndex: 'country', width: 70 },
    { key: 'match', title: t('remote.field.match'), width: 100, render: (_, e) => t(`remote.match.${e.match}`) },
    { key: 'value', title: t('remote.field.value'), width: 200, render: (_, e) => value(e) },
    {
      key: 'remoteClass',
      title: t('remote.field.remoteClass'),
      render: (_, e) =>
        kind === 'changed'
          ? t('remote.preview.classChange', { before: e.before.remoteClass, after: e.remoteClass })
          : e.remoteClass,
    },
  ];
  const table = (kind: Kind) => {
    const rows = preview[kind] as Shown[];
    return (
      <>
        {counts[kind] > rows.length && (
          <p>{t('remote.preview.firstOnes', { shown: rows.length, count: counts[kind] })}</p>
        )}
        <OneLineTable<Shown>
          rowKey={(e) => `${e.country}|${e.match}|${e.value}`}
          pagination={false}
          scroll={{ y: 280, x: 560 }}
          dataSource={rows}
          columns={columns(kind)}
          locale={{ emptyText: t('remote.preview.none') }}
        />
      </>
    );
  };

  return (
    <Modal
      open
      title={t('remote.preview.title')}
      width={720}
      okText={t('remote.preview.confirm')}
      cancelText={t('remote.preview.back')}
      confirmLoading={pending}
      onOk={onConfirm}
      onCancel={onClose}
    >
      {against ? (
        <>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('remote.preview.against')}>
              {against.carrier} · {against.name} (
              {t('dates', { from: against.effectiveFrom, to: against.effectiveTo ?? t('openEnded') })})
            </Descriptions.Item>
          </Descriptions>
          {/* The engine reads a carrier's lists in force newest first: the older one still decides what the new one leaves out. */}
          <Alert type="warning" showIcon title={t('remote.preview.overlap')} style={{ marginBottom: 12 }} />
        </>
      ) : (
        <Alert type="info" showIcon title={t('remote.preview.noneInForce')} />
      )}
      <p>
        {t('remote.preview.summary', { count: preview.entryCount })}{' '}
        <Tag>{t('remote.preview.unchanged', { count: counts.unchanged })}</Tag>
      </p>
      <Tabs
        items={KINDS.map((kind) => ({
          key: kind,
          label: <Badge color={KIND_COLORS[kind]} text={t(`remote.preview.${kind}`, { count: counts[kind] })} />,
          children: table(kind),
        }))}
      />
    </Modal>
  );
}
