import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.sessionIdleMs).toBe(120 * 60_000);
    expect(c.sessionMaxMs).toBe(24 * 3_600_000);
    expect(c.logLevel).toBe('info');
  });

  it('seeds demo data by default on the embedded database only, unless told', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x', DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
  });

  it('runs jobs unless JOBS turns them off', () => {
    expect(loadConfig({}).jobs).toBe(true);
    expect(loadConfig({ JOBS: 'off' }).jobs).toBe(false);
    expect(loadConfig({ JOBS: 'false' }).jobs).toBe(false);
    expect(loadConfig({ JOBS: 'on' }).jobs).toBe(true);
  });

  it('retries a failed job after 30 s unless JOB_RETRY_SECONDS says otherwise', () => {
    expect(loadConfig({}).jobRetryMs).toBe(30_000);
    expect(loadConfig({ JOB_RETRY_SECONDS: '1.5' }).jobRetryMs).toBe(1_500);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['ADMIN_PASSWORD', 'short'],
    ['SESSION_IDLE_MINUTES', '0'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'maybe'],
    ['DEMO_DATA', 'yes'],
    ['JOBS', 'maybe'],
    ['JOB_RETRY_SECONDS', '0'],
    ['JOB_RETRY_SECONDS', '3601'],
  ])('refuses %s=%s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});
