import { describe, expect, it } from 'vitest';
import { grantCalls, heldKeys } from './permissionTree.ts';
import { sampleTree } from './permissionTree.fixture.ts';

const tree = sampleTree();
const held = heldKeys(tree);
const checkedAfter = (change: { add?: string[]; remove?: string[] }) =>
  new Set([...held.filter((k) => !change.remove?.includes(k)), ...(change.add ?? [])]);

describe('heldKeys', () => {
  it('lists the permissions the role holds, never menus', () => {
    expect(held).toEqual(['perm:1', 'perm:2', 'perm:3', 'perm:5', 'perm:7', 'perm:8']);
  });
});

describe('grantCalls (tree diff)', () => {
  it('asks for nothing when nothing changed, menu keys in the checked set aside', () => {
    expect(grantCalls(tree, new Set([...held, 'menu:1', 'menu:4']))).toEqual([]);
  });

  it('grants every newly checked permission in one call', () => {
    expect(grantCalls(tree, checkedAfter({ add: ['perm:4', 'perm:6'] }))).toEqual([
      { kind: 'grant', permissionIds: [4, 6] },
    ]);
  });

  it('revokes a whole top menu when nothing below it stays checked', () => {
    expect(grantCalls(tree, checkedAfter({ remove: ['perm:2', 'perm:3', 'perm:5'] }))).toEqual([
      { kind: 'revokeTop', menuId: 2 },
    ]);
  });

  it('revokes a whole group when it loses everything but its top menu keeps something', () => {
    expect(grantCalls(tree, checkedAfter({ remove: ['perm:5'] }))).toEqual([{ kind: 'revokeGroup', menuId: 4 }]);
    // 权限管理 holds its permissions through a level-3 page: still one group call.
    expect(grantCalls(tree, checkedAfter({ remove: ['perm:7', 'perm:8'], add: ['perm:6'] }))).toEqual([
      { kind: 'grant', permissionIds: [6] },
      { kind: 'revokeGroup', menuId: 7 },
    ]);
  });

  it('revokes single permissions when the menu keeps others, naming the menu each belongs to', () => {
    expect(grantCalls(tree, checkedAfter({ remove: ['perm:3'] }))).toEqual([
      { kind: 'revokeOne', menuId: 3, permissionId: 3 },
    ]);
    expect(grantCalls(tree, checkedAfter({ remove: ['perm:8'] }))).toEqual([
      { kind: 'revokeOne', menuId: 8, permissionId: 8 },
    ]);
  });

  it('revokes a top menu whose permissions sit on the menu itself', () => {
    expect(grantCalls(tree, checkedAfter({ remove: ['perm:1'] }))).toEqual([{ kind: 'revokeTop', menuId: 1 }]);
  });

  it('mixes grants and revocations, grants first', () => {
    expect(grantCalls(tree, checkedAfter({ add: ['perm:4'], remove: ['perm:1', 'perm:2'] }))).toEqual([
      { kind: 'grant', permissionIds: [4] },
      { kind: 'revokeTop', menuId: 1 },
      { kind: 'revokeOne', menuId: 3, permissionId: 2 },
    ]);
  });
});
