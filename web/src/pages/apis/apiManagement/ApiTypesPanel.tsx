import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { P } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Col, Flex, Row, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAreaMutation } from '../../../api/areas.ts';
import { apisApi, apisQueries, type ApiType } from '../../../api/apis.ts';
import { useCan } from '../../../components/Can.tsx';
import { PickList } from '../../../components/PickList.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { useConfirmedAction } from '../../../components/useConfirmedAction.ts';
import './apiManagement.css';
import { ApiTable } from './ApiTable.tsx';
import { NameModal } from './NameModal.tsx';
import { useTypeLabel } from './useTypeLabel.ts';

/** API types on the left (create, rename, delete an empty one the code does not declare); the picked type's APIs (`?typeId=`) on the right. */
export function ApiTypesPanel() {
  const { t } = useTranslation('apis');
  const { message } = App.useApp();
  const canEdit = useCan(P.api.edit);
  const label = useTypeLabel();
  const [params, setParams] = useSearchParams();
  const [naming, setNaming] = useState<ApiType | 'new' | null>(null);

  const types = useQuery(apisQueries.types());
  const list = types.data ?? [];
  const current = list.find((type) => type.id === Number(params.get('typeId'))) ?? list[0];
  const pick = (id: number) => setParams((p) => ({ ...Object.fromEntries(p), typeId: String(id) }));
  const remove = useAreaMutation('apis', (type: ApiType) => apisApi.removeType(type.id));
  const create = useAreaMutation('apis', apisApi.createType);
  const rename = useAreaMutation('apis', (type: { id: number; name: string }) =>
    apisApi.renameType(type.id, type.name),
  );
  const confirm = useConfirmedAction();

  const actions = (type: ApiType) =>
    canEdit && (
      <>
        <Button
          type="text"
          size="small"
          icon={<EditOutlined />}
          aria-label={t('renameTypeOf', { name: label(type) })}
          onClick={() => setNaming(type)}
        />
        {type.declared || type.apis.length > 0 ? (
          <Tooltip title={type.declared ? t('typeDeclared') : t('typeNotEmpty')}>
            <Button
              type="text"
              size="small"
              icon={<DeleteOutlined />}
              disabled
              aria-label={t('deleteTypeOf', { name: label(type) })}
            />
          </Tooltip>
        ) : (
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('deleteTypeOf', { name: label(type) })}
            onClick={() =>
              confirm({
                title: t('deleteTypeTitle', { name: label(type) }),
                run: () => remove.mutateAsync(type),
                done: t('typeDeleted', { name: label(type) }),
              })
            }
          />
        )}
      </>
    );

  return (
    <QueryState query={types}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={7} xxl={5}>
          <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
            <strong>{t('types')}</strong>
            {canEdit && (
              <Button size="small" icon={<PlusOutlined />} onClick={() => setNaming('new')}>
                {t('newType')}
              </Button>
            )}
          </Flex>
          {/* Some twenty types: the list scrolls beside the table (above it on a phone) instead of stretching the page. */}
          <div className="api-types">
            <PickList
              label={t('types')}
              selected={current?.id ?? null}
              onPick={(key) => pick(Number(key))}
              items={list.map((type) => ({
                key: type.id,
                title: (
                  <>
                    {label(type)}
                    {!type.declared && <Tag>{t('custom')}</Tag>}
                  </>
                ),
                description: t('typeSummary', { key: type.key, count: type.apis.length }),
                actions: actions(type),
              }))}
            />
          </div>
        </Col>
        <Col xs={24} lg={17} xxl={19}>
          {current && <ApiTable type={current} types={list} />}
        </Col>
      </Row>
      {naming && (
        <NameModal
          title={naming === 'new' ? t('newType') : t('renameType')}
          label={t('typeName')}
          initial={naming === 'new' ? '' : naming.name}
          save={async (name) => {
            const saved =
              naming === 'new' ? await create.mutateAsync(name) : await rename.mutateAsync({ id: naming.id, name });
            void message.success(t(naming === 'new' ? 'typeCreated' : 'typeRenamed', { name: saved.name }));
            pick(saved.id);
          }}
          onClose={() => setNaming(null)}
        />
      )}
    </QueryState>
  );
}
