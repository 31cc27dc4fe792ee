import { PlusOutlined } from '@ant-design/icons';
import { P, type MenuRecord } from '@fwd/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Col, Empty, Row, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { menuApi, menusQueries } from '../../../api/menus.ts';
import { useCan } from '../../../components/Can.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { FunctionDialog } from './FunctionDialog.tsx';
import { MenuActions } from './MenuActions.tsx';
import { MenuForm, type MenuTarget } from './MenuForm.tsx';
import { MenuTree } from './MenuTree.tsx';
import { buildMenuTree, shiftedOrder } from './menuTree.ts';
import { useMenusChanged } from './queries.ts';
import { useForceDelete } from './useForceDelete.ts';

/** 菜单设置: the three menu levels on the left; the picked menu (`?menuId=`) or a new one on the right. */
export default function MenuSettingsPage() {
  const { t } = useTranslation('menus');
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const canAdd = useCan(P.menu.add);
  const canEdit = useCan(P.menu.edit);
  const changed = useMenusChanged();
  const forceDelete = useForceDelete();
  const [creatingUnder, setCreatingUnder] = useState<MenuRecord | null | undefined>(undefined);
  const [functionsOf, setFunctionsOf] = useState<MenuRecord | null>(null);

  const menus = useQuery(menusQueries.all());
  const tree = useMemo(() => buildMenuTree(menus.data ?? []), [menus.data]);
  const selected = menus.data?.find((m) => m.id === Number(params.get('menuId'))) ?? null;
  // Shared with the function dialog; tells whether the program declares the menu.
  const functions = useQuery({ ...menusQueries.functions(selected?.id ?? 0), enabled: selected !== null });

  const pick = (id: number | null) => {
    setCreatingUnder(undefined);
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id === null) next.delete('menuId');
      else next.set('menuId', String(id));
      return next;
    });
  };
  // Moves answer only the new siblings; reloading all keeps levels and child counts right.
  const move = useMutation({
    mutationFn: ({ menu, place }: { menu: MenuRecord; place: { parentId: number | null; sort: number } }) =>
      menuApi.move(menu.id, { ...place, version: menu.version }),
    onSuccess: () => changed(),
    onError: () => void menus.refetch(),
  });
  const reorder = useMutation({
    mutationFn: (order: { parentId: number | null; ids: number[] }) => menuApi.reorder(order.parentId, order.ids),
    onSuccess: () => changed(),
    onError: () => void menus.refetch(),
  });
  const shift = (menu: MenuRecord, delta: -1 | 1) => {
    const order = shiftedOrder(tree, menu.id, delta);
    return order && !reorder.isPending ? () => reorder.mutate(order) : null;
  };
  const remove = async (menu: MenuRecord) => {
    const deleted = await forceDelete(t('deleteMenuTitle', { title: menu.menuTitleCn }), (force) =>
      menuApi.remove(menu.id, force),
    );
    if (!deleted) return;
    void message.success(t('menuDeleted', { title: menu.menuTitleCn }));
    pick(menu.parentId);
    // Nothing asks about the deleted menu again: it would answer 菜单不存在.
    changed([menu.id]);
  };

  const target: MenuTarget | null =
    creatingUnder !== undefined
      ? { kind: 'create', parent: creatingUnder }
      : selected
        ? { kind: 'edit', record: selected }
        : null;

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={10} xxl={8}>
        <Card
          title={t('menus')}
          extra={
            canAdd && (
              <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setCreatingUnder(null)}>
                {t('addTop')}
              </Button>
            )
          }
        >
          <QueryState query={menus} empty={tree.length === 0}>
            {canEdit && <Typography.Paragraph type="secondary">{t('dragHint')}</Typography.Paragraph>}
            <MenuTree
              tree={tree}
              selectedId={selected?.id ?? null}
              onSelect={pick}
              onMove={
                canEdit ? (id, place) => move.mutate({ menu: menus.data!.find((m) => m.id === id)!, place }) : undefined
              }
            />
          </QueryState>
        </Card>
      </Col>
      <Col xs={24} lg={14} xxl={16}>
        <Card
          title={
            target?.kind === 'create'
              ? t(target.parent ? 'newChildOf' : 'newTop', { title: target.parent?.menuTitleCn })
              : selected?.menuTitleCn
          }
          extra={
            target?.kind === 'edit' && (
              <MenuActions
                menu={target.record}
                builtIn={functions.data?.some((p) => p.builtin) ?? false}
                onUp={shift(target.record, -1)}
                onDown={shift(target.record, 1)}
                onAddChild={() => setCreatingUnder(target.record)}
                onFunctions={() => setFunctionsOf(target.record)}
                onDelete={() => void remove(target.record)}
              />
            )
          }
        >
          {target ? (
            <MenuForm
              key={
                target.kind === 'edit'
                  ? `${target.record.id}@${target.record.version}`
                  : `new-under-${target.parent?.id ?? 'top'}`
              }
              target={target}
              disabled={target.kind === 'edit' && !canEdit}
              onSaved={(record) => {
                changed();
                pick(record.id);
              }}
            />
          ) : (
            <Empty description={t('pickMenu')} />
          )}
        </Card>
      </Col>
      {functionsOf && <FunctionDialog menu={functionsOf} onClose={() => setFunctionsOf(null)} />}
    </Row>
  );
}
