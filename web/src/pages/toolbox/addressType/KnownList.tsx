import { P, POSTCODE_PATTERN, type KnownAddressRow } from '@fwd/contract';
import { Alert, Col, Form, Input, Row, Select, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toolboxApi, toolboxQueries } from '../../../api/toolbox.ts';
import { useCan } from '../../../components/Can.tsx';
import { CountryFilter, RuleListToolbar } from './RuleListToolbar.tsx';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { useActionsColumn } from '../../../components/list/RowActions.tsx';
import { useList } from '../../../components/list/useList.ts';
import { CountryCodePicker } from '../../../components/pickers/CountryPicker.tsx';
import { RecordDialog } from '../../../components/RecordDialog.tsx';
import { AddressTypeTag } from './Verdict.tsx';

type Values = Omit<KnownAddressRow, 'id' | 'version'>;
const valuesOf = ({ id: _id, version: _version, ...v }: KnownAddressRow): Values => v;
const blankToNull = (v: string | null | undefined) => v?.trim() || null;
const bodyOf = (v: Values) => ({
  country: v.country,
  postcode: blankToNull(v.postcode),
  city: blankToNull(v.city),
  street: v.street.trim(),
  company: blankToNull(v.company),
  type: v.type,
  remark: blankToNull(v.remark),
});

function KnownDialog({ known, onClose }: { known: KnownAddressRow | null; onClose: () => void }) {
  const { t } = useTranslation('toolbox');
  const required = { required: true, whitespace: true, message: t('addressType.required') };
  const half = { xs: 24, sm: 12 };
  return (
    <RecordDialog<KnownAddressRow, Values>
      area="toolbox"
      record={known}
      title={t(known ? 'addressType.rules.known.edit' : 'addressType.rules.known.add')}
      initialValues={{ type: 'commercial' }}
      valuesOf={valuesOf}
      save={(v, base) =>
        base
          ? toolboxApi.addressKnownUpdate(base.id, { ...bodyOf(v), version: base.version })
          : toolboxApi.addressKnownCreate(bodyOf(v))
      }
      done={t('addressType.rules.saved')}
      onClose={onClose}
      width={640}
    >
      <Alert type="info" showIcon title={t('addressType.rules.known.hint')} style={{ marginBottom: 12 }} />
      <Row gutter={12}>
        <Col {...half}>
          <Form.Item
            name="country"
            label={t('addressType.field.country')}
            rules={[{ required: true, message: t('addressType.required') }]}
          >
            <CountryCodePicker allowClear={false} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="postcode"
            label={t('addressType.field.postcode')}
            rules={[{ pattern: POSTCODE_PATTERN, message: t('addressType.field.postcode') }]}
          >
            <Input maxLength={12} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="street" label={t('addressType.rules.known.street')} rules={[required]}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="city" label={t('addressType.field.city')}>
            <Input maxLength={60} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="company" label={t('addressType.field.company')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="type"
            label={t('addressType.rules.known.type')}
            rules={[{ required: true, message: t('addressType.required') }]}
          >
            <Select
              options={(['commercial', 'residential'] as const).map((k) => ({
                value: k,
                label: t(`addressType.type.${k}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="remark" label={t('addressType.rules.known.remark')}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
      </Row>
    </RecordDialog>
  );
}

/** Addresses staff know the type of: an exact (normalised) match decides over the service and the words. */
export function KnownList() {
  const { t } = useTranslation('toolbox');
  const list = useList({
    pageSize: 20,
    query: ({ page, size, keyword, params }) =>
      toolboxQueries.addressKnown({
        currentPage: page,
        pageSize: size,
        keyword: keyword || undefined,
        country: params.get('country') || undefined,
      }),
    total: (count) => t('addressType.rules.known.total', { count }),
    area: 'toolbox',
    remove: (ids) => Promise.all(ids.map(toolboxApi.addressKnownRemove)),
  });
  const { view } = list;
  const country = view.params.get('country') || undefined;
  const [editing, setEditing] = useState<KnownAddressRow | 'new' | null>(null);
  const canEdit = useCan(P.address.edit);
  const actions = useActionsColumn<KnownAddressRow>(canEdit, (row) => ({
    onEdit: () => setEditing(row),
    onDelete: () =>
      list.removeRows({
        ids: [row.id],
        title: t('addressType.rules.known.deleteOne', { name: row.street }),
        done: t('addressType.rules.deleted'),
      }),
  }));
  const columns: TableColumnsType<KnownAddressRow> = [
    { key: 'street', title: t('addressType.rules.known.street'), dataIndex: 'street' },
    { key: 'postcode', title: t('addressType.field.postcode'), dataIndex: 'postcode' },
    { key: 'city', title: t('addressType.field.city'), dataIndex: 'city' },
    { key: 'country', title: t('addressType.field.country'), dataIndex: 'country' },
    { key: 'company', title: t('addressType.field.company'), dataIndex: 'company' },
    { key: 'type', title: t('addressType.rules.known.type'), render: (_, r) => <AddressTypeTag type={r.type} /> },
    { key: 'remark', title: t('addressType.rules.known.remark'), dataIndex: 'remark' },
    ...actions,
  ];
  return (
    <>
      <RuleListToolbar
        view={view}
        searchPlaceholder={t('addressType.rules.search')}
        filters={<CountryFilter view={view} value={country} label={t('addressType.field.country')} />}
        sheets={{
          importSheet: toolboxApi.addressKnownImport,
          exportSheet: () =>
            toolboxApi.addressKnownExport(
              { country, keyword: view.keyword || undefined },
              `${t('addressType.rules.known.fileName')}.xlsx`,
            ),
          template: () => toolboxApi.addressKnownTemplate(`${t('addressType.rules.known.templateName')}.xlsx`),
        }}
        addLabel={t('addressType.rules.known.add')}
        onAdd={() => setEditing('new')}
      />
      <ListTable<KnownAddressRow>
        query={list.query}
        emptyText={view.keyword || country ? t('addressType.rules.known.noMatch') : t('addressType.rules.known.empty')}
        columns={columns}
        dataSource={list.rows}
        pagination={list.pagination}
      />
      {editing && <KnownDialog known={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
