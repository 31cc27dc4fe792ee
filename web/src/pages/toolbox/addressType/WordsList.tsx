import { ADDRESS_WORD_KINDS, P, type AddressWordKind, type AddressWordRow } from '@fwd/contract';
import { Col, Form, Input, Row, Select, Switch, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toolboxApi, toolboxQueries } from '../../../api/toolbox.ts';
import { useCan } from '../../../components/Can.tsx';
import { CountryFilter, RuleListToolbar } from './RuleListToolbar.tsx';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { EnabledTag, useActionsColumn } from '../../../components/list/RowActions.tsx';
import { useList } from '../../../components/list/useList.ts';
import { CountryCodePicker } from '../../../components/pickers/CountryPicker.tsx';
import { RecordDialog } from '../../../components/RecordDialog.tsx';

/** The languages the seeded lists come in; staff may type any other two-letter code. */
const LANGS = ['en', 'de', 'fr', 'es', 'it', 'nl', 'ja', 'zh', 'ko'];
const isKind = (v: string | null): v is AddressWordKind => ADDRESS_WORD_KINDS.includes(v as AddressWordKind);
const filtersOf = (params: URLSearchParams) => {
  const kind = params.get('kind');
  return {
    kind: isKind(kind) ? kind : undefined,
    country: params.get('country') || undefined,
    lang: params.get('lang') || undefined,
  };
};

type Values = { kind: AddressWordKind; country?: string | null; lang: string; word: string; enabled: boolean };
const valuesOf = (w: AddressWordRow): Values => ({
  kind: w.kind,
  country: w.country,
  lang: w.lang,
  word: w.word,
  enabled: w.enabled,
});
const bodyOf = (v: Values) => ({
  kind: v.kind,
  country: v.country || null,
  lang: v.lang.trim().toLowerCase(),
  word: v.word.trim(),
  enabled: v.enabled,
});

function WordDialog({ word, onClose }: { word: AddressWordRow | null; onClose: () => void }) {
  const { t } = useTranslation('toolbox');
  const required = { required: true, whitespace: true, message: t('addressType.required') };
  const fixed = !!word?.builtin;
  return (
    <RecordDialog<AddressWordRow, Values>
      area="toolbox"
      record={word}
      title={t(word ? 'addressType.rules.word.edit' : 'addressType.rules.word.add')}
      initialValues={{ kind: 'business', lang: 'en', enabled: true }}
      valuesOf={valuesOf}
      save={(v, base) =>
        base
          ? toolboxApi.addressWordUpdate(base.id, { ...bodyOf(v), version: base.version })
          : toolboxApi.addressWordCreate(bodyOf(v))
      }
      done={t('addressType.rules.saved')}
      onClose={onClose}
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="kind"
            label={t('addressType.rules.word.kind')}
            rules={[{ required: true, message: t('addressType.required') }]}
          >
            <Select
              disabled={fixed}
              options={ADDRESS_WORD_KINDS.map((k) => ({ value: k, label: t(`addressType.rules.kind.${k}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="word"
            label={t('addressType.rules.word.word')}
            rules={[required]}
            extra={fixed ? t('addressType.rules.word.builtinHint') : undefined}
          >
            <Input maxLength={60} disabled={fixed} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="country"
            label={t('addressType.rules.word.country')}
            extra={t('addressType.rules.word.countryHint')}
          >
            <CountryCodePicker disabled={fixed} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="lang"
            label={t('addressType.rules.word.lang')}
            rules={[required, { pattern: /^\s*[A-Za-z]{2}\s*$/, message: t('addressType.rules.word.langHint') }]}
          >
            <Input maxLength={2} disabled={fixed} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="enabled" label={t('addressType.rules.word.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </RecordDialog>
  );
}

/** The word lists, per kind, country and language; a built-in word may only be switched off. */
export function WordsList() {
  const { t } = useTranslation('toolbox');
  const list = useList({
    pageSize: 50,
    query: ({ page, size, keyword, params }) =>
      toolboxQueries.addressWords({
        currentPage: page,
        pageSize: size,
        keyword: keyword || undefined,
        ...filtersOf(params),
      }),
    total: (count) => t('addressType.rules.word.total', { count }),
    area: 'toolbox',
    remove: (ids) => Promise.all(ids.map(toolboxApi.addressWordRemove)),
  });
  const { view } = list;
  const filters = filtersOf(view.params);
  const [editing, setEditing] = useState<AddressWordRow | 'new' | null>(null);
  const canEdit = useCan(P.address.edit);
  const actions = useActionsColumn<AddressWordRow>(canEdit, (row) => ({
    onEdit: () => setEditing(row),
    onDelete: row.builtin
      ? undefined
      : () =>
          list.removeRows({
            ids: [row.id],
            title: t('addressType.rules.word.deleteOne', { name: row.word }),
            done: t('addressType.rules.deleted'),
          }),
  }));
  const columns: TableColumnsType<AddressWordRow> = [
    {
      key: 'word',
      title: t('addressType.rules.word.word'),
      render: (_, r) => (
        <>
          {r.word} {r.builtin && <Tag>{t('addressType.rules.word.builtin')}</Tag>}
        </>
      ),
    },
    { key: 'kind', title: t('addressType.rules.word.kind'), render: (_, r) => t(`addressType.rules.kind.${r.kind}`) },
    {
      key: 'country',
      title: t('addressType.rules.word.country'),
      render: (_, r) => r.country ?? t('addressType.rules.allCountries'),
    },
    { key: 'lang', title: t('addressType.rules.word.lang'), dataIndex: 'lang' },
    {
      key: 'enabled',
      title: t('addressType.rules.word.enabled'),
      render: (_, r) => <EnabledTag enabled={r.enabled} />,
    },
    ...actions,
  ];
  const fileFilter = { ...filters, keyword: view.keyword || undefined };
  return (
    <>
      <RuleListToolbar
        view={view}
        searchPlaceholder={t('addressType.rules.search')}
        filters={
          <>
            <Select<AddressWordKind>
              allowClear
              aria-label={t('addressType.rules.word.kind')}
              placeholder={t('addressType.rules.anyKind')}
              style={{ width: 140 }}
              value={filters.kind}
              options={ADDRESS_WORD_KINDS.map((k) => ({ value: k, label: t(`addressType.rules.kind.${k}`) }))}
              onChange={(kind) => view.update({ kind: kind ?? null, page: null })}
            />
            <CountryFilter view={view} value={filters.country} label={t('addressType.rules.word.country')} />
            <Select<string>
              allowClear
              aria-label={t('addressType.rules.word.lang')}
              placeholder={t('addressType.rules.anyLang')}
              style={{ width: 110 }}
              value={filters.lang}
              options={LANGS.map((l) => ({ value: l, label: l }))}
              onChange={(lang) => view.update({ lang: lang ?? null, page: null })}
            />
          </>
        }
        sheets={{
          importSheet: toolboxApi.addressWordsImport,
          exportSheet: () => toolboxApi.addressWordsExport(fileFilter, `${t('addressType.rules.word.fileName')}.xlsx`),
          template: () => toolboxApi.addressWordsTemplate(`${t('addressType.rules.word.templateName')}.xlsx`),
        }}
        addLabel={t('addressType.rules.word.add')}
        onAdd={() => setEditing('new')}
      />
      <ListTable<AddressWordRow>
        query={list.query}
        emptyText={
          view.keyword || filters.kind || filters.country || filters.lang
            ? t('addressType.rules.word.noMatch')
            : t('addressType.rules.word.empty')
        }
        columns={columns}
        dataSource={list.rows}
        pagination={list.pagination}
      />
      {editing && <WordDialog word={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
