import { PlusOutlined } from '@ant-design/icons';
import { P, stripCode, TARIFF_SYNONYM_CODES_MAX, TARIFF_SYNONYM_PAGE_SIZE, type TariffSynonymRow } from '@fwd/contract';
import { Button, Col, Flex, Form, Input, Row, Select, Switch, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tariffsApi, tariffsQueries } from '../../../api/toolbox/tariffs.ts';
import { Can, useCan } from '../../../components/Can.tsx';
import { KeywordSearch } from '../../../components/list/KeywordSearch.tsx';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { EnabledTag, useActionsColumn } from '../../../components/list/RowActions.tsx';
import { useList } from '../../../components/list/useList.ts';
import { RecordDialog } from '../../../components/RecordDialog.tsx';
import { formatCode } from './codes.tsx';

type Values = { word: string; codes: string[]; enabled: boolean };
const valuesOf = (s: TariffSynonymRow): Values => ({
  word: s.word,
  codes: s.codes.map(formatCode),
  enabled: s.enabled,
});
const bodyOf = (v: Values) => ({ word: v.word.trim(), codes: v.codes.map(stripCode), enabled: v.enabled });
const HS_CODE = /^(\d{2}|\d{4}|\d{6})$/;

function SynonymDialog({ synonym, onClose }: { synonym: TariffSynonymRow | null; onClose: () => void }) {
  const { t } = useTranslation(['toolbox', 'common']);
  const fixed = !!synonym?.builtin;
  return (
    <RecordDialog<TariffSynonymRow, Values>
      area="toolbox"
      record={synonym}
      title={t(synonym ? 'tariffCode.synonym.edit' : 'tariffCode.synonym.add')}
      initialValues={{ codes: [], enabled: true }}
      valuesOf={valuesOf}
      save={(v, base) =>
        base
          ? tariffsApi.tariffSynonymUpdate(base.id, { ...bodyOf(v), version: base.version })
          : tariffsApi.tariffSynonymCreate(bodyOf(v))
      }
      done={t('tariffCode.synonym.saved')}
      onClose={onClose}
    >
      <Row gutter={12}>
        <Col span={24}>
          <Form.Item
            name="word"
            label={t('tariffCode.synonym.word')}
            rules={[{ required: true, whitespace: true, message: t('common:required') }]}
            extra={fixed ? t('tariffCode.synonym.builtinHint') : t('tariffCode.synonym.wordHint')}
          >
            <Input maxLength={60} disabled={fixed} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="codes"
            label={t('tariffCode.synonym.codes')}
            extra={t('tariffCode.synonym.codesHint')}
            rules={[
              { required: true, type: 'array', min: 1, message: t('common:required') },
              {
                type: 'array',
                max: TARIFF_SYNONYM_CODES_MAX,
                message: t('tariffCode.synonym.codesMax', { max: TARIFF_SYNONYM_CODES_MAX }),
              },
              {
                validator: (_, codes: string[] = []) =>
                  codes.every((c) => HS_CODE.test(stripCode(c)))
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('tariffCode.synonym.codePattern'))),
              },
            ]}
          >
            <Select
              mode="tags"
              open={false}
              suffixIcon={null}
              tokenSeparators={[',', '，', '、', ' ']}
              aria-label={t('tariffCode.synonym.codes')}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="enabled" label={t('tariffCode.synonym.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </RecordDialog>
  );
}

/**
 * The everyday names of goods the search knows (电脑, laptop, T恤) and the
 * codes each means, the likeliest first: the shipped ones (built in: their
 * codes may change, they may be switched off, not renamed or deleted) and
 * those staff add. Changed with tariff:edit; the search knows at once.
 */
export function SynonymsTab() {
  const { t } = useTranslation('toolbox');
  const list = useList({
    pageSize: TARIFF_SYNONYM_PAGE_SIZE,
    query: ({ page, size, keyword }) =>
      tariffsQueries.tariffSynonymPage({ currentPage: page, pageSize: size, keyword: keyword || undefined }),
    total: (count) => t('tariffCode.synonym.total', { count }),
    area: 'toolbox',
    remove: (ids) => Promise.all(ids.map(tariffsApi.tariffSynonymRemove)),
  });
  const { view } = list;
  const [editing, setEditing] = useState<TariffSynonymRow | 'new' | null>(null);
  const canEdit = useCan(P.tariff.edit);
  const actions = useActionsColumn<TariffSynonymRow>(canEdit, (row) => ({
    onEdit: () => setEditing(row),
    onDelete: row.builtin
      ? undefined
      : () =>
          list.removeRows({
            ids: [row.id],
            title: t('tariffCode.synonym.deleteOne', { word: row.word }),
            done: t('tariffCode.synonym.deleted'),
          }),
  }));
  const columns: TableColumnsType<TariffSynonymRow> = [
    {
      key: 'word',
      title: t('tariffCode.synonym.word'),
      render: (_, r) => (
        <>
          {r.word} {r.builtin && <Tag>{t('tariffCode.synonym.builtin')}</Tag>}
        </>
      ),
    },
    {
      key: 'codes',
      title: t('tariffCode.synonym.codes'),
      render: (_, r) => <span className="tariff-code">{r.codes.map(formatCode).join(', ')}</span>,
    },
    { key: 'enabled', title: t('tariffCode.synonym.enabled'), render: (_, r) => <EnabledTag enabled={r.enabled} /> },
    ...actions,
  ];
  return (
    <>
      <Flex gap={8} wrap justify="space-between" className="list-toolbar">
        <KeywordSearch keyword={view.keyword} placeholder={t('tariffCode.synonym.search')} onQuery={view.update} />
        <Can code={P.tariff.edit}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('tariffCode.synonym.add')}
          </Button>
        </Can>
      </Flex>
      <ListTable<TariffSynonymRow>
        query={list.query}
        emptyText={view.keyword ? t('tariffCode.synonym.noMatch') : t('tariffCode.synonym.empty')}
        columns={columns}
        dataSource={list.rows}
        pagination={list.pagination}
      />
      {editing && <SynonymDialog synonym={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
