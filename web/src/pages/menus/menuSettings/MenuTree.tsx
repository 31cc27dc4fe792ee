import type { MenuRecord } from '@fwd/contract';
import { Space, Tag, Tree, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { menuIcon } from '../../../components/icons.ts';
import { titlesOf, useRouteTitle } from '../../../shell/router/routeTitle.ts';
import { dropPlace, type DropWhere, type MenuNode } from './menuTree.ts';

interface TreeItem {
  key: number;
  title: string;
  record: MenuRecord;
  children: TreeItem[];
}

const toItems = (nodes: readonly MenuNode[]): TreeItem[] =>
  nodes.map(({ record, children }) => ({
    key: record.id,
    title: record.menuTitleCn,
    record,
    children: toItems(children),
  }));

/** antd gives the drop position relative to the target's index among its siblings: -1 before, 1 after; not into a gap: inside. */
const whereOf = (dropToGap: boolean, relative: number): DropWhere =>
  !dropToGap ? 'inside' : relative < 0 ? 'before' : 'after';

interface Props {
  tree: readonly MenuNode[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** Drag and drop only with menu:edit; drops that would break the three levels are not offered. */
  onMove?: (id: number, place: { parentId: number | null; sort: number }) => void;
}

/** The three menu levels; drag a menu to move it under another parent or to another position. */
export function MenuTree({ tree, selectedId, onSelect, onMove }: Props) {
  const { t } = useTranslation('menus');
  const titleOf = useRouteTitle();
  return (
    <Tree<TreeItem>
      blockNode
      defaultExpandAll
      treeData={toItems(tree)}
      selectedKeys={selectedId === null ? [] : [selectedId]}
      onSelect={(keys) => keys.length > 0 && onSelect(Number(keys[0]))}
      draggable={onMove ? { icon: false } : false}
      allowDrop={({ dragNode, dropNode, dropPosition }) =>
        dropPlace(
          tree,
          dragNode.key,
          dropNode.key,
          dropPosition === 0 ? 'inside' : dropPosition < 0 ? 'before' : 'after',
        ) !== null
      }
      onDrop={({ dragNode, node, dropPosition, dropToGap }) => {
        const relative = dropPosition - Number(node.pos.split('-').at(-1));
        const place = dropPlace(tree, dragNode.key, node.key, whereOf(dropToGap, relative));
        if (place) onMove?.(dragNode.key, place);
      }}
      titleRender={({ record }) => (
        <Space size={6}>
          {menuIcon(record.icon)}
          <span>{titleOf({ titles: titlesOf(record), name: record.menuName, menuTitle: record.menuTitle })}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            /{record.menuTitle}
          </Typography.Text>
          {record.isShow === 0 && <Tag>{t('hiddenTag')}</Tag>}
        </Space>
      )}
    />
  );
}
