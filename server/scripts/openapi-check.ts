/*
 * CI's check of the published API (npm run openapi:check): the document the
 * app serves at /api/docs/json, built without listening, must validate
 * (swagger-parser), pass redocly's recommended rules with no finding but the
 * missing licence (redocly.yaml makes every other one an error), and give
 * openapi-typescript a client that compiles.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { buildApp } from '../src/app.ts';
import { prepareDatabase } from '../src/boot.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';

const bin = (name: string) => path.resolve(import.meta.dirname, '../../node_modules/.bin', name);
const run = (name: string, args: string[]) =>
  execFileSync(bin(name), args, {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwd-openapi-'));
const database = await openDatabase({});
await prepareDatabase(database, { adminPassword: 'not-for-signing-in' });
const app = await buildApp(loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', JOBS: 'off' }), database);
await app.ready();
const doc = path.join(dir, 'openapi.json');
fs.writeFileSync(doc, JSON.stringify(app.swagger(), null, 2));
await app.close();

await SwaggerParser.validate(doc);
console.log('swagger-parser: valid');
run('redocly', ['lint', doc, `--config=${path.join(import.meta.dirname, 'redocly.yaml')}`, '--format=summary']);
run('openapi-typescript', [doc, '--output', path.join(dir, 'api.ts')]);
// A client's first use of the generated types: a typed request body and answer.
fs.writeFileSync(
  path.join(dir, 'use.ts'),
  `import type { paths } from './api';
type Login = paths['/users/login']['post'];
export const body: Login['requestBody']['content']['application/json'] = { username: 'admin', password: 'secret' };
export const token = (r: Login['responses'][200]['content']['application/json']): string => r.data.token;
`,
);
run('tsc', [
  '--noEmit',
  '--strict',
  '--target',
  'es2022',
  '--module',
  'esnext',
  '--moduleResolution',
  'bundler',
  path.join(dir, 'use.ts'),
]);
console.log('openapi-typescript: the generated client compiles');
fs.rmSync(dir, { recursive: true, force: true });
