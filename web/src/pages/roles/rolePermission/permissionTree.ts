import type { PermissionNode } from '@fwd/contract';

/** The permissions (leaves) at and below a node. */
export function leavesOf(node: PermissionNode): PermissionNode[] {
  return node.type === 'permission' ? [node] : node.children.flatMap(leavesOf);
}

/**
 * What the tree shows as checked: the keys of the permissions the role holds.
 * The menus' checked and half-checked states follow from them (antd conducts
 * from the leaves, as the server computed `checked` and `halfChecked`).
 */
export const heldKeys = (tree: readonly PermissionNode[]): string[] =>
  tree
    .flatMap(leavesOf)
    .filter((leaf) => leaf.checked)
    .map((leaf) => leaf.key);

export type GrantCall =
  | { kind: 'grant'; permissionIds: number[] }
  | { kind: 'revokeTop' | 'revokeGroup'; menuId: number }
  | { kind: 'revokeOne'; menuId: number; permissionId: number };

/**
 * The calls that take the role from what the server tree holds to the checked
 * permission keys: one grant of every newly checked permission, then per menu
 * the coarsest revocation that fits: a whole top menu or group when nothing
 * below it stays checked, else the lost permissions one by one.
 */
export function grantCalls(tree: readonly PermissionNode[], checked: ReadonlySet<string>): GrantCall[] {
  const calls: GrantCall[] = [];
  const granted = tree.flatMap(leavesOf).filter((leaf) => !leaf.checked && checked.has(leaf.key));
  if (granted.length > 0) calls.push({ kind: 'grant', permissionIds: granted.map((leaf) => leaf.id) });

  const revoke = (menu: PermissionNode): void => {
    const below = leavesOf(menu);
    if (!below.some((leaf) => leaf.checked && !checked.has(leaf.key))) return;
    if (menu.level <= 2 && below.every((leaf) => !checked.has(leaf.key))) {
      calls.push({ kind: menu.level === 1 ? 'revokeTop' : 'revokeGroup', menuId: menu.id });
      return;
    }
    for (const child of menu.children) {
      if (child.type === 'menu') revoke(child);
      else if (child.checked && !checked.has(child.key))
        calls.push({ kind: 'revokeOne', menuId: menu.id, permissionId: child.id });
    }
  };
  tree.forEach(revoke);
  return calls;
}
