import type { Endpoint } from '@fwd/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractAccepts,
  contractEndpoints,
  fieldPaths,
  PARTS,
  REMOVE,
  replaceAt,
  urlOf,
  validInput,
  type Input,
  type Part,
} from './contract-inputs.ts';
import { adminApp, ADMIN_PASSWORD, type Caller } from './harness.ts';

/*
 * The contract's own fuzz test: every endpoint, signed in as the
 * super-administrator, with a valid input spoiled one field at a time, and
 * whole bodies of the wrong kind. Whatever comes, the answer is the envelope
 * and never a 5xx; what the contract refuses is 40000 and changes nothing.
 */

let t: Caller;
let token: string;
beforeAll(async () => {
  ({ t, admin: token } = await adminApp());
  await countWrites();
});
afterAll(async () => {
  // The catalog as it was, so the next file's database is put back rather than migrated (harness.ts).
  await sql`drop function fuzz_wrote() cascade`.execute(t.db);
  await sql`drop sequence fuzz_writes`.execute(t.db);
  await t.close();
});

/**
 * Every row any statement writes, or tries to (a rolled-back one too), and every truncate, in every table but
 * those each request touches anyway (sessions' last use), counted by a sequence: reading it is the whole check
 * that a refused input changed nothing, where hashing every table's rows cost 70 ms before and after each endpoint.
 */
async function countWrites() {
  await sql`create sequence fuzz_writes`.execute(t.db);
  await sql`
    create function fuzz_wrote() returns trigger language plpgsql as $$
    begin
      perform nextval('fuzz_writes');
      return null;
    end $$`.execute(t.db);
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not in ('sessions', 'login_failures')`.execute(
    t.db,
  );
  for (const { name } of rows) {
    await sql`create trigger fuzz_wrote after insert or update or delete on ${sql.table(name)}
      for each row execute function fuzz_wrote()`.execute(t.db);
    await sql`create trigger fuzz_truncated after truncate on ${sql.table(name)}
      for each statement execute function fuzz_wrote()`.execute(t.db);
  }
  expect(rows.length).toBeGreaterThan(50);
}

const writes = async () =>
  (
    await sql<{ n: string }>`select case when is_called then last_value else 0 end::text as n from fuzz_writes`.execute(
      t.db,
    )
  ).rows[0]!.n;

const deep = (n: number) => {
  let v: unknown = 1;
  for (let i = 0; i < n; i++) v = [v];
  return v;
};
const prototypeKeys = () =>
  JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}') as unknown;

/** Values no field may take: text a database cannot store or nobody typed. */
const NEVER = [
  { name: 'NUL', value: 'a\u0000b' },
  { name: 'control character', value: 'a\u0007b' },
  { name: '100k characters', value: 'x'.repeat(100_000) },
];
const SPOILERS = [
  ...NEVER,
  { name: 'missing', value: REMOVE },
  { name: 'null', value: null },
  { name: 'true', value: true },
  { name: '[5]', value: [5] },
  { name: '[[5]]', value: [[5]] },
  { name: 'object', value: { a: 1 } },
  { name: 'prototype keys', value: prototypeKeys() },
  { name: 'deep nesting', value: deep(2000) },
  { name: 'empty text', value: '' },
  { name: 'fraction', value: 1.5 },
  { name: 'negative', value: -1 },
  { name: 'zero', value: 0 },
  { name: 'above integer', value: 2_147_483_648 },
  { name: '2^53', value: 2 ** 53 },
  { name: '1e308', value: 1e308 },
  { name: 'number as text', value: '5' },
];

interface Attempt {
  label: string;
  url: string;
  payload?: string;
  contentType?: string;
  /** The contract accepts it: it may succeed (and change things). */
  valid: boolean;
}

const json = (v: unknown) => (v === undefined ? undefined : JSON.stringify(v));

function attemptsFor(e: Endpoint): Attempt[] {
  const base = validInput(e);
  const out: Attempt[] = [];
  const attempt = (label: string, input: Input) =>
    out.push({ label, url: urlOf(e, input), payload: json(input.body), valid: contractAccepts(e, input) });

  for (const part of PARTS) {
    if (base[part] === undefined) continue;
    for (const path of fieldPaths(base[part])) {
      // An empty path segment makes another URL, not a bad value.
      const spoilers = part === 'params' ? SPOILERS.filter((s) => s.value !== REMOVE && s.value !== '') : SPOILERS;
      for (const s of spoilers) {
        if (part !== 'body' && path.length === 0) continue;
        const spoiled = replaceAt(base[part], path, s.value);
        attempt(`${part}.${path.join('.')} = ${s.name}`, {
          ...base,
          [part as Part]: spoiled === REMOVE ? undefined : spoiled,
        });
      }
    }
  }
  if (e.body) {
    const body = json(base.body)!;
    out.push({
      label: 'body as text/plain',
      url: urlOf(e, base),
      payload: body,
      contentType: 'text/plain',
      valid: false,
    });
    out.push({
      label: 'body form-encoded',
      url: urlOf(e, base),
      payload: 'a=1',
      contentType: 'application/x-www-form-urlencoded',
      valid: false,
    });
    out.push({ label: 'body cut short', url: urlOf(e, base), payload: body.slice(0, -1), valid: false });
    if (base.body && typeof base.body === 'object' && !Array.isArray(base.body)) {
      attempt('extra field', { ...base, body: { ...base.body, unexpected: 1 } });
      out.push({
        label: 'prototype keys in body',
        url: urlOf(e, base),
        payload: `{"__proto__":{"polluted":1},${body.slice(1)}`,
        valid: false,
      });
    }
  }
  return out;
}

async function send(e: Endpoint, a: Attempt) {
  const res = await t.app.inject({
    method: e.method,
    url: a.url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(a.payload !== undefined ? { 'content-type': a.contentType ?? 'application/json' } : {}),
    },
    ...(a.payload !== undefined ? { payload: a.payload } : {}),
  });
  const where = `${e.method} ${e.path}: ${a.label}`;
  expect(res.statusCode, `${where} answered ${res.body.slice(0, 300)}`).toBeLessThan(500);
  // An export answers its file, not the envelope.
  if (e.file && res.statusCode === 200) {
    expect(res.headers['content-type'], where).toBe(e.file);
    return { status: res.statusCode, code: 20000, where, text: '' };
  }
  const body = res.json() as { code?: unknown; message?: unknown; data?: unknown };
  if (res.statusCode !== 401) {
    expect(typeof body.code, `${where}: not the envelope: ${res.body.slice(0, 300)}`).toBe('number');
    expect('data' in body && typeof body.message === 'string', `${where}: not the envelope`).toBe(true);
  }
  return { status: res.statusCode, code: body.code, where, text: res.body };
}

const endpoints = contractEndpoints().filter((e) => e.access !== 'public' || e.body || e.query || e.params);

describe('contract fuzz', () => {
  it('finds every endpoint and a valid input for each', () => {
    expect(endpoints.length).toBeGreaterThan(60);
    for (const e of endpoints) expect(() => validInput(e)).not.toThrow();
  });

  it('refuses text no one can store in every field of every endpoint', () => {
    let checked = 0;
    for (const e of endpoints) {
      const base = validInput(e);
      for (const part of PARTS) {
        if (base[part] === undefined) continue;
        for (const path of fieldPaths(base[part]).filter((p) => p.length > 0)) {
          for (const s of NEVER) {
            const spoiled = { ...base, [part]: replaceAt(base[part], path, s.value) };
            expect(
              contractAccepts(e, spoiled),
              `${e.method} ${e.path} accepts ${s.name} at ${part}.${path.join('.')}`,
            ).toBe(false);
            checked++;
          }
        }
      }
    }
    // Over a thousand fields and spoilers, more with every field the contract gains: the loops above ran.
    expect(checked).toBeGreaterThan(1000);
  });

  it('answers every spoiled input in the envelope, never a 5xx; what the contract refuses is 40000 and changes nothing', async () => {
    let sent = 0;
    let refused = 0;
    const start = await writes();
    for (const e of endpoints) {
      const attempts = attemptsFor(e);
      const before = await writes();
      for (const a of attempts.filter((x) => !x.valid)) {
        const r = await send(e, a);
        expect(r.code, `${r.where} answered ${r.text.slice(0, 300)}`).toBe(40000);
        sent++;
        refused++;
      }
      expect(await writes(), `${e.method} ${e.path}: refused input wrote to the database`).toBe(before);
      for (const a of attempts.filter((x) => x.valid)) {
        const r = await send(e, a);
        sent++;
        // The fuzz may have signed itself out (logout takes any body): sign in again.
        if (r.status === 401) token = await t.login('admin', ADMIN_PASSWORD);
      }
    }
    // The count sees the app's writes: the valid inputs wrote.
    expect(Number(await writes())).toBeGreaterThan(Number(start));
    expect(sent).toBeGreaterThan(1000);
    expect(refused).toBeGreaterThan(1000);
    // Thousands of requests, more with every endpoint the contract gains.
  }, 420_000);
});
