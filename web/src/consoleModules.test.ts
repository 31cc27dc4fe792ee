import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh module state each test, and the idle moments held until the test runs them. */
async function fresh() {
  vi.resetModules();
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  const release = vi.fn();
  const warmUp = vi.fn(() => release);
  vi.doMock('./shell/warmUp.tsx', () => ({ warmUp }));
  const modules = await import('./consoleModules.ts');
  return { ...modules, idle, warmUp, release };
}

afterEach(() => vi.unstubAllGlobals());

describe('prepareConsole', () => {
  it('rehearses the console once its code is there, at an idle moment, and lets it go once the console mounts', async () => {
    const { prepareConsole, endRehearsal, idle, warmUp, release } = await fresh();
    void prepareConsole();
    await prepareConsole();
    expect(warmUp).not.toHaveBeenCalled();
    idle.forEach((run) => run());
    expect(warmUp).toHaveBeenCalledOnce();
    expect(release).not.toHaveBeenCalled();
    endRehearsal();
    expect(release).toHaveBeenCalledOnce();
  }, 30_000);

  it('does not rehearse once the console has mounted', async () => {
    const { prepareConsole, endRehearsal, idle, warmUp } = await fresh();
    await prepareConsole();
    endRehearsal();
    idle.forEach((run) => run());
    expect(warmUp).not.toHaveBeenCalled();
  }, 30_000);
});
