import type { MenuRecord } from '@fwd/contract';

export const MAX_LEVEL = 3;

export interface MenuNode {
  record: MenuRecord;
  children: MenuNode[];
}

const bySort = (a: MenuRecord, b: MenuRecord) => a.sort - b.sort || a.id - b.id;

/** The records as a tree: top menus first, siblings by sort (as the sidebar orders them). */
export function buildMenuTree(records: readonly MenuRecord[]): MenuNode[] {
  const childrenOf = new Map<number | null, MenuRecord[]>();
  for (const r of records) childrenOf.set(r.parentId, [...(childrenOf.get(r.parentId) ?? []), r]);
  const build = (parentId: number | null): MenuNode[] =>
    [...(childrenOf.get(parentId) ?? [])].sort(bySort).map((record) => ({ record, children: build(record.id) }));
  return build(null);
}

export function findNode(tree: readonly MenuNode[], id: number): MenuNode | undefined {
  for (const node of tree) {
    if (node.record.id === id) return node;
    const below = findNode(node.children, id);
    if (below) return below;
  }
  return undefined;
}

/** Levels below a node: 0 for a menu without children. */
const depthBelow = (node: MenuNode): number =>
  node.children.length ? 1 + Math.max(...node.children.map(depthBelow)) : 0;

const contains = (node: MenuNode, id: number): boolean =>
  node.record.id === id || node.children.some((c) => contains(c, id));

const siblingsOf = (tree: readonly MenuNode[], parentId: number | null): MenuNode[] =>
  parentId === null ? [...tree] : (findNode(tree, parentId)?.children ?? []);

export type DropWhere = 'before' | 'after' | 'inside';

/**
 * Where dropping `dragId` on `targetId` puts it, as the move route takes it:
 * the new parent and the position among the new siblings. null when the drop
 * would break the three levels or put a menu under itself.
 */
export function dropPlace(
  tree: readonly MenuNode[],
  dragId: number,
  targetId: number,
  where: DropWhere,
): { parentId: number | null; sort: number } | null {
  const drag = findNode(tree, dragId);
  const target = findNode(tree, targetId);
  if (!drag || !target || contains(drag, targetId)) return null;
  const parentId = where === 'inside' ? target.record.id : target.record.parentId;
  const level = where === 'inside' ? target.record.submenuLevel + 1 : target.record.submenuLevel;
  if (level + depthBelow(drag) > MAX_LEVEL) return null;
  if (where === 'inside') return { parentId, sort: 0 };
  const others = siblingsOf(tree, parentId).filter((n) => n.record.id !== dragId);
  const at = others.findIndex((n) => n.record.id === targetId);
  return { parentId, sort: where === 'before' ? at : at + 1 };
}

/** The order of a menu's siblings after moving it one place up (-1) or down (+1); null at either end. */
export function shiftedOrder(
  tree: readonly MenuNode[],
  id: number,
  delta: -1 | 1,
): { parentId: number | null; ids: number[] } | null {
  const node = findNode(tree, id);
  if (!node) return null;
  const ids = siblingsOf(tree, node.record.parentId).map((n) => n.record.id);
  const from = ids.indexOf(id);
  const to = from + delta;
  if (to < 0 || to >= ids.length) return null;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return { parentId: node.record.parentId, ids };
}
