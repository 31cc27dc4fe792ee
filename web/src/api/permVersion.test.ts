import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetPermVersion, notePermVersion, onPermissionsChanged } from './permVersion.ts';

describe('permission version', () => {
  let changes = 0;
  let stop: () => void = () => undefined;
  beforeEach(() => {
    forgetPermVersion();
    changes = 0;
    stop = onPermissionsChanged(() => changes++);
  });
  afterEach(() => stop());

  it('reports a changed version once, not the first value nor repeats', () => {
    ['3.7', '3.7', '3.8', '3.8'].forEach(notePermVersion);
    expect(changes).toBe(1);
  });

  it('ignores responses without the header (public calls) and notices a new role id', () => {
    notePermVersion('3.7');
    notePermVersion(null);
    expect(changes).toBe(0);
    notePermVersion('4.1');
    expect(changes).toBe(1);
  });

  it('starts afresh after forgetting (a new sign-in is not a change)', () => {
    notePermVersion('3.7');
    forgetPermVersion();
    notePermVersion('5.1');
    expect(changes).toBe(0);
  });
});
