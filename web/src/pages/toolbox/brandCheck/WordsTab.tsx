import { PlusOutlined } from '@ant-design/icons';
import { BRAND_WORD_PAGE_SIZE, P, type BrandWordRow } from '@fwd/contract';
import { Alert, Button, Flex, Form, Input, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brandsApi, brandsQueries } from '../../../api/toolbox/brands.ts';
import { Can, useCan } from '../../../components/Can.tsx';
import { blankToNull } from '../../../components/formRules.ts';
import { KeywordSearch } from '../../../components/list/KeywordSearch.tsx';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { useActionsColumn } from '../../../components/list/RowActions.tsx';
import { useList } from '../../../components/list/useList.ts';
import { RecordDialog } from '../../../components/RecordDialog.tsx';
import { SheetButtons } from '../../../components/SheetButtons.tsx';
import { exportName } from '../../../utils/fileName.ts';

interface Values {
  word: string;
  remark: string | null;
}

/** The words that are not brands: common words holding a brand's name (苹果汁, apple pie), so a match inside one is no hit. */
export function WordsTab() {
  const { t } = useTranslation('toolbox');
  const list = useList({
    pageSize: BRAND_WORD_PAGE_SIZE,
    query: ({ page, size, keyword }) =>
      brandsQueries.brandWordPage({ currentPage: page, pageSize: size, keyword: keyword || undefined }),
    total: (count) => t('brandCheck.word.total', { count }),
    area: 'toolbox',
    remove: (ids) => Promise.all(ids.map(brandsApi.brandWordRemove)),
  });
  const { view } = list;
  const [editing, setEditing] = useState<BrandWordRow | 'new' | null>(null);
  const canEdit = useCan(P.brand.edit);
  const actions = useActionsColumn<BrandWordRow>(canEdit, (row) => ({
    onEdit: () => setEditing(row),
    onDelete: () =>
      list.removeRows({
        ids: [row.id],
        title: t('brandCheck.word.deleteOne', { name: row.word }),
        done: t('brandCheck.brand.deleted'),
      }),
  }));
  const columns: TableColumnsType<BrandWordRow> = [
    { key: 'word', title: t('brandCheck.word.field.word'), dataIndex: 'word' },
    { key: 'remark', title: t('brandCheck.word.field.remark'), dataIndex: 'remark' },
    ...actions,
  ];
  const record = editing === 'new' ? null : editing;

  return (
    <>
      <Alert type="info" showIcon title={t('brandCheck.word.hint')} style={{ marginBottom: 12 }} />
      <Flex gap={8} wrap justify="space-between" className="list-toolbar">
        <KeywordSearch keyword={view.keyword} placeholder={t('brandCheck.word.search')} onQuery={view.update} />
        <Space wrap>
          <SheetButtons
            area="toolbox"
            importCode={P.brand.import}
            exportCode={P.brand.view}
            importSheet={brandsApi.brandWordImport}
            exportSheet={() =>
              brandsApi.brandWordExport(
                view.keyword || undefined,
                exportName(t('brandCheck.word.fileBase'), [view.keyword]),
              )
            }
            template={() => brandsApi.brandWordTemplate(t('brandCheck.word.templateName'))}
          />
          <Can code={P.brand.edit}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('brandCheck.word.add')}
            </Button>
          </Can>
        </Space>
      </Flex>
      <ListTable<BrandWordRow>
        query={list.query}
        emptyText={view.keyword ? t('brandCheck.word.noMatch') : t('brandCheck.word.empty')}
        columns={columns}
        dataSource={list.rows}
        pagination={list.pagination}
      />
      {editing && (
        <RecordDialog<BrandWordRow, Values>
          area="toolbox"
          record={record}
          title={t(record ? 'brandCheck.word.edit' : 'brandCheck.word.add')}
          initialValues={{}}
          valuesOf={({ word, remark }) => ({ word, remark })}
          save={(v, base) => {
            const body = { word: v.word.trim(), remark: blankToNull(v.remark) };
            return base
              ? brandsApi.brandWordUpdate(base.id, { ...body, version: base.version })
              : brandsApi.brandWordCreate(body);
          }}
          done={t('brandCheck.brand.saved')}
          onClose={() => setEditing(null)}
        >
          <Form.Item
            name="word"
            label={t('brandCheck.word.field.word')}
            rules={[{ required: true, whitespace: true, message: t('brandCheck.brand.required') }]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="remark" label={t('brandCheck.word.field.remark')}>
            <Input maxLength={200} />
          </Form.Item>
        </RecordDialog>
      )}
    </>
  );
}
