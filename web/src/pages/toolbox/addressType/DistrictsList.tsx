import { DISTRICT_PATTERN, P, type districtRow } from '@fwd/contract';
import { Col, Form, Input, Row, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { toolboxApi, toolboxQueries } from '../../../api/toolbox.ts';
import { useCan } from '../../../components/Can.tsx';
import { CountryFilter, RuleListToolbar } from './RuleListToolbar.tsx';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { useActionsColumn } from '../../../components/list/RowActions.tsx';
import { useList } from '../../../components/list/useList.ts';
import { CountryCodePicker } from '../../../components/pickers/CountryPicker.tsx';
import { RecordDialog } from '../../../components/RecordDialog.tsx';

type District = z.infer<typeof districtRow>;
type Values = Pick<District, 'country' | 'postcode' | 'remark'>;
const valuesOf = ({ country, postcode, remark }: District): Values => ({ country, postcode, remark });
const bodyOf = (v: Values) => ({ country: v.country, postcode: v.postcode.trim(), remark: v.remark?.trim() || null });

function DistrictDialog({ district, onClose }: { district: District | null; onClose: () => void }) {
  const { t } = useTranslation('toolbox');
  return (
    <RecordDialog<District, Values>
      area="toolbox"
      record={district}
      title={t(district ? 'addressType.rules.district.edit' : 'addressType.rules.district.add')}
      initialValues={{}}
      valuesOf={valuesOf}
      save={(v, base) =>
        base
          ? toolboxApi.addressDistrictUpdate(base.id, { ...bodyOf(v), version: base.version })
          : toolboxApi.addressDistrictCreate(bodyOf(v))
      }
      done={t('addressType.rules.saved')}
      onClose={onClose}
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="country"
            label={t('addressType.field.country')}
            rules={[{ required: true, message: t('addressType.required') }]}
          >
            <CountryCodePicker allowClear={false} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="postcode"
            label={t('addressType.rules.district.postcode')}
            extra={t('addressType.rules.district.postcodeHint')}
            rules={[
              { required: true, pattern: DISTRICT_PATTERN, message: t('addressType.rules.district.postcodeHint') },
            ]}
          >
            <Input maxLength={13} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remark" label={t('addressType.rules.district.remark')}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
      </Row>
    </RecordDialog>
  );
}

/** Postcodes (or prefixes) the company marks as business districts. */
export function DistrictsList() {
  const { t } = useTranslation('toolbox');
  const list = useList({
    pageSize: 20,
    query: ({ page, size, keyword, params }) =>
      toolboxQueries.addressDistricts({
        currentPage: page,
        pageSize: size,
        keyword: keyword || undefined,
        country: params.get('country') || undefined,
      }),
    total: (count) => t('addressType.rules.district.total', { count }),
    area: 'toolbox',
    remove: (ids) => Promise.all(ids.map(toolboxApi.addressDistrictRemove)),
  });
  const { view } = list;
  const country = view.params.get('country') || undefined;
  const [editing, setEditing] = useState<District | 'new' | null>(null);
  const canEdit = useCan(P.address.edit);
  const actions = useActionsColumn<District>(canEdit, (row) => ({
    onEdit: () => setEditing(row),
    onDelete: () =>
      list.removeRows({
        ids: [row.id],
        title: t('addressType.rules.district.deleteOne', { name: row.postcode }),
        done: t('addressType.rules.deleted'),
      }),
  }));
  const columns: TableColumnsType<District> = [
    { key: 'country', title: t('addressType.field.country'), dataIndex: 'country' },
    { key: 'postcode', title: t('addressType.rules.district.postcode'), dataIndex: 'postcode' },
    { key: 'remark', title: t('addressType.rules.district.remark'), dataIndex: 'remark' },
    ...actions,
  ];
  return (
    <>
      <RuleListToolbar
        view={view}
        searchPlaceholder={t('addressType.rules.district.postcode')}
        filters={<CountryFilter view={view} value={country} label={t('addressType.field.country')} />}
        sheets={{
          importSheet: toolboxApi.addressDistrictImport,
          exportSheet: () =>
            toolboxApi.addressDistrictExport(
              { country, keyword: view.keyword || undefined },
              `${t('addressType.rules.district.fileName')}.xlsx`,
            ),
          template: () => toolboxApi.addressDistrictTemplate(`${t('addressType.rules.district.templateName')}.xlsx`),
        }}
        addLabel={t('addressType.rules.district.add')}
        onAdd={() => setEditing('new')}
      />
      <ListTable<District>
        query={list.query}
        emptyText={
          view.keyword || country ? t('addressType.rules.district.noMatch') : t('addressType.rules.district.empty')
        }
        columns={columns}
        dataSource={list.rows}
        pagination={list.pagination}
      />
      {editing && <DistrictDialog district={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
