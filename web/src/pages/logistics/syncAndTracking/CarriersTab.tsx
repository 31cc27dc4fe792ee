import { PlusOutlined } from '@ant-design/icons';
import { P, type Carrier } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Flex, Form, Input, InputNumber, Row, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { logisticsApi, logisticsQueries, type CarrierFields } from '../../../api/logistics.ts';
import { Can, useCan } from '../../../components/Can.tsx';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { useActionsColumn } from '../../../components/list/RowActions.tsx';
import { RecordDialog } from '../../../components/RecordDialog.tsx';
import { useConfirmedAction } from '../../../components/useConfirmedAction.ts';
import { useRangeRule } from '../../../components/formRules.ts';

function CarrierDialog({ carrier, onClose }: { carrier: Carrier | null; onClose: () => void }) {
  const { t } = useTranslation('logistics');
  const range = useRangeRule();
  const required = { required: true, message: t('required') };
  return (
    <RecordDialog<Carrier, CarrierFields>
      area="logistics"
      record={carrier}
      title={t(carrier ? 'carrier.edit' : 'carrier.add')}
      initialValues={{}}
      valuesOf={({ code, name }) => ({ code, name })}
      save={({ code, name }, base) =>
        base
          ? logisticsApi.updateCarrier(base.id, { code, name: name.trim(), version: base.version })
          : logisticsApi.createCarrier({ code, name: name.trim() })
      }
      done={t('carrier.saved')}
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col xs={24} sm={10}>
          <Form.Item
            name="code"
            label={t('carrier.code')}
            extra={t('carrier.codeHint')}
            rules={[required, range(1, 999_999)]}
          >
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={14}>
          <Form.Item name="name" label={t('carrier.name')} rules={[{ ...required, whitespace: true }]}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
      </Row>
    </RecordDialog>
  );
}

/** The tracking provider's carriers (code and name): add, edit, confirmed delete with logistics:edit. */
export function CarriersTab() {
  const { t } = useTranslation('logistics');
  const carriers = useQuery(logisticsQueries.carriers());
  const [editing, setEditing] = useState<Carrier | 'new' | null>(null);
  const canEdit = useCan(P.logistics.edit);
  const confirm = useConfirmedAction();
  const removal = useAreaMutation('logistics', logisticsApi.removeCarrier, (id) => [id]);
  const actions = useActionsColumn<Carrier>(canEdit, (row) => ({
    onEdit: () => setEditing(row),
    onDelete: () =>
      confirm({
        title: t('carrier.deleteOne', { name: row.name }),
        done: t('carrier.deleted'),
        run: () => removal.mutateAsync(row.id),
      }),
  }));
  const columns: TableColumnsType<Carrier> = [
    { key: 'code', title: t('carrier.code'), dataIndex: 'code', width: 160 },
    { key: 'name', title: t('carrier.name'), dataIndex: 'name' },
    ...actions,
  ];
  return (
    <>
      <Flex gap={8} wrap justify="space-between" align="center" className="list-toolbar">
        <Typography.Text type="secondary">{t('carrier.hint')}</Typography.Text>
        <Can code={P.logistics.edit}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('carrier.add')}
          </Button>
        </Can>
      </Flex>
      <ListTable<Carrier>
        query={carriers}
        emptyText={t('carrier.empty')}
        columns={columns}
        dataSource={carriers.data}
        pagination={false}
      />
      {editing && <CarrierDialog carrier={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
