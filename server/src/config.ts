import path from 'node:path';
import { z } from 'zod';

/** 32 bytes as 64 hex digits or base64 (standard or url-safe); undefined when it is neither. */
export function decodeSecretKey(text: string): Buffer | undefined {
  const t = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(t)
    ? Buffer.from(t, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(t)
      ? Buffer.from(t, 'base64')
      : undefined;
  return bytes?.length === 32 ? bytes : undefined;
}

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
  // Fractions allowed (0.1 = 6 s) so tests can watch a session expire.
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .positive()
    .max(60 * 24 * 30)
    .default(120),
  SESSION_MAX_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(24),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  WEB_DIST: z.string().optional(),
  DEMO_DATA: bool.optional(),
  /** The company's time zone: order entry-date filters count days in it. */
  TIME_ZONE: z
    .string()
    .refine(
      (v) => Intl.supportedValuesOf('timeZone').includes(v) || v === 'UTC',
      'must be an IANA time zone such as Asia/Shanghai',
    )
    .default('Asia/Shanghai'),
  /** This process runs background jobs and their schedules (off: an API-only process). */
  JOBS: z
    .enum(['on', 'off', 'true', 'false', '1', '0'])
    .transform((v) => v === 'on' || v === 'true' || v === '1')
    .default(true),
  /** A failed job's first retry after this long; each later one waits four times longer, at most an hour. */
  JOB_RETRY_SECONDS: z.coerce.number().positive().max(3600).default(30),
  /** Encrypts stored API keys (AES-256-GCM). */
  SECRET_KEY: z
    .string()
    .refine(
      (v) => decodeSecretKey(v) !== undefined,
      'must be 32 bytes, as 64 hex digits or base64 (openssl rand -base64 32)',
    )
    .optional(),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  adminPassword: string | undefined;
  sessionIdleMs: number;
  sessionMaxMs: number;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  trustProxy: boolean;
  /** Built web app; served at / when it exists. */
  webDist: string;
  /** Seed demo companies, employees and accounts on the first boot (default: on with the embedded database only). */
  demoData: boolean;
  /** From SECRET_KEY; when unset, `loadSecretKey` finds or makes one (embedded database only). */
  secretKey: Buffer | undefined;
  /** IANA name; days of order filters begin and end in it. */
  timeZone: string;
  /** Run the job worker and the schedules in this process (JOBS, default on); enqueueing and `runNow` work either way. */
  jobs: boolean;
  /** JOB_RETRY_SECONDS: the wait before a failed job's first retry. */
  jobRetryMs: number;
};

export class ConfigError extends Error {}

/** Reads the environment once; a bad value stops start-up naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blank = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const r = schema.safeParse(blank);
  if (!r.success) {
    const lines = r.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = r.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    adminPassword: e.ADMIN_PASSWORD,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    // A real PostgreSQL is a real installation: no made-up staff unless asked for.
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    secretKey: e.SECRET_KEY === undefined ? undefined : decodeSecretKey(e.SECRET_KEY),
    timeZone: e.TIME_ZONE,
    jobs: e.JOBS,
    jobRetryMs: e.JOB_RETRY_SECONDS * 1000,
  };
}
