import { describe, expect, it } from 'vitest';
import { menuRecord } from '../../../../test/fixtures.ts';
import { buildMenuTree, dropPlace, shiftedOrder } from './menuTree.ts';

const m = (id: number, parentId: number | null, submenuLevel: 1 | 2 | 3, sort: number) =>
  menuRecord({ id, parentId, submenuLevel, sort, menuTitle: `m${id}`, menuName: `M${id}` });

/**
 * 1 首页 · 2 组织 > (3 员工, 4 回收站) · 5 系统 > (6 菜单, 7 权限 > 8 角色)
 * Records come in any order; sort decides.
 */
const tree = buildMenuTree([
  m(8, 7, 3, 0),
  m(5, null, 1, 2),
  m(2, null, 1, 1),
  m(1, null, 1, 0),
  m(4, 2, 2, 1),
  m(3, 2, 2, 0),
  m(7, 5, 2, 1),
  m(6, 5, 2, 0),
]);
const ids = (nodes: typeof tree): unknown[] =>
  nodes.map((n) => (n.children.length ? [n.record.id, ids(n.children)] : n.record.id));

describe('buildMenuTree', () => {
  it('nests by parent and orders siblings by sort', () => {
    expect(ids(tree)).toEqual([1, [2, [3, 4]], [5, [6, [7, [8]]]]]);
  });
});

describe('dropPlace', () => {
  it('places before or after a sibling, counting positions without the dragged menu', () => {
    expect(dropPlace(tree, 4, 3, 'before')).toEqual({ parentId: 2, sort: 0 });
    expect(dropPlace(tree, 1, 5, 'after')).toEqual({ parentId: null, sort: 2 });
    expect(dropPlace(tree, 5, 1, 'after')).toEqual({ parentId: null, sort: 1 });
  });

  it('drops inside as the first child, one level down', () => {
    expect(dropPlace(tree, 1, 2, 'inside')).toEqual({ parentId: 2, sort: 0 });
    expect(dropPlace(tree, 3, 8, 'before')).toEqual({ parentId: 7, sort: 0 });
  });

  it('refuses what would pass three levels, counting the levels the dragged menu carries', () => {
    expect(dropPlace(tree, 1, 8, 'inside')).toBeNull(); // level 4
    expect(dropPlace(tree, 7, 3, 'inside')).toBeNull(); // 7 > 8 would reach level 4
    expect(dropPlace(tree, 7, 3, 'after')).toEqual({ parentId: 2, sort: 1 });
    expect(dropPlace(tree, 5, 2, 'inside')).toBeNull(); // 5 > 7 > 8 under a level-1 menu
  });

  it('refuses a menu under itself or its own submenus', () => {
    expect(dropPlace(tree, 5, 7, 'inside')).toBeNull();
    expect(dropPlace(tree, 5, 5, 'inside')).toBeNull();
  });
});

describe('shiftedOrder', () => {
  it('swaps a menu with its neighbour, listing every sibling once', () => {
    expect(shiftedOrder(tree, 4, -1)).toEqual({ parentId: 2, ids: [4, 3] });
    expect(shiftedOrder(tree, 1, 1)).toEqual({ parentId: null, ids: [2, 1, 5] });
  });

  it('has nowhere to go at either end', () => {
    expect(shiftedOrder(tree, 1, -1)).toBeNull();
    expect(shiftedOrder(tree, 8, 1)).toBeNull();
  });
});
