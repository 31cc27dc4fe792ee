import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { rolesQueries } from '../../../api/roles.ts';
import { QueryState } from '../../../components/QueryState.tsx';
import { RoleDetail } from './RoleDetail.tsx';
import { RoleList } from './RoleList.tsx';

/** 角色权限: roles on the left; members, data scope and permissions of the picked one (`?roleId=`) on the right. */
export default function RolePermissionPage() {
  const { t } = useTranslation('roles');
  const [params, setParams] = useSearchParams();
  const [keyword, setKeyword] = useState('');
  const roles = useQuery(rolesQueries.search(keyword));

  const list = roles.data ?? [];
  const wanted = Number(params.get('roleId'));
  const current = list.find((r) => r.id === wanted) ?? (params.has('roleId') ? undefined : list[0]);
  const pick = (id: number) => setParams((p) => ({ ...Object.fromEntries(p), roleId: String(id) }));

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={7} xxl={5}>
        <RoleList query={roles} roles={list} currentId={current?.id ?? null} onPick={pick} onSearch={setKeyword} />
      </Col>
      <Col xs={24} lg={17} xxl={19}>
        {current ? (
          <RoleDetail key={current.id} role={current} />
        ) : (
          <Card>
            <QueryState query={roles}>
              <Empty description={t('pickRole')} />
            </QueryState>
          </Card>
        )}
      </Col>
    </Row>
  );
}
