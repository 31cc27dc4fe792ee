import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeError, errorLog } from './errorLog.ts';

afterEach(() => {
  vi.unstubAllEnvs();
  errorLog.clear();
});

describe('errorLog', () => {
  it('records nothing in development unless VITE_ERROR_LOG is true', () => {
    errorLog.add(new Error('ignored'));
    expect(errorLog.get()).toEqual([]);
  });

  it('records message, stack, page and time, newest first', () => {
    vi.stubEnv('VITE_ERROR_LOG', 'true');
    errorLog.add(new Error('first'), 'http://x/a');
    errorLog.add('second', 'http://x/b', 'at Component');

    const [latest, earlier] = errorLog.get();
    expect(latest).toMatchObject({ message: 'second', url: 'http://x/b', stack: 'at Component' });
    expect(earlier).toMatchObject({ message: 'first', url: 'http://x/a' });
    expect(earlier!.stack).toContain('Error: first');
    expect(typeof latest!.time).toBe('number');
  });

  it('describes non-Error values', () => {
    expect(describeError({ a: 1 })).toEqual({ message: '{"a":1}', stack: '' });
    expect(describeError(new TypeError(''))).toMatchObject({ message: 'TypeError' });
  });
});
