import { buildApp } from './app.ts';
import { openConfiguredDatabase, prepareDatabase } from './boot.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { DEMO_PASSWORD } from './db/seed/demo.ts';
import { startDemoServices } from './db/seed/demo-services.ts';
import { pruneLoginFailures } from './modules/auth/login-limits.ts';
import { pruneSessions } from './modules/auth/sessions.ts';
import { loadSecretKey } from './crypto/secret-key.ts';

const DAY = 24 * 3_600_000;

function readConfig(): Config {
  try {
    const config = loadConfig();
    // Before touching the database: a missing key must stop start-up, not the first API-key call.
    return { ...config, secretKey: loadSecretKey(config) };
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

const config = readConfig();
const database = await openConfiguredDatabase(config);
const { generatedPassword, demoSeeded } = await prepareDatabase(database, config);
// The demo's outside services: the simulators, in this process.
const demoServices = config.demoData ? await startDemoServices(database.db, config.secretKey!) : undefined;
const app = await buildApp(config, database);
const address = await app.listen({ port: config.port, host: config.host });
demoServices?.consoleAt(Number(new URL(address).port));

if (generatedPassword) {
  // Printed once, on the boot that created the administrator; never logged.
  console.log(`\n  First start: sign in as  admin / ${generatedPassword}\n  (set ADMIN_PASSWORD before the first start to choose it)\n`);
}
if (demoSeeded) {
  console.log(`  Demo data seeded: staff such as  zhangwei / ${DEMO_PASSWORD}  (manager)  or  yangli / ${DEMO_PASSWORD}  (sales)\n`);
}
app.log.info({ database: database.kind, dataDir: config.dataDir }, `console ready at http://localhost:${config.port}`);

const housekeeping = setInterval(() => {
  Promise.all([pruneSessions(database.db, 7 * DAY), pruneLoginFailures(database.db)]).catch((err) =>
    app.log.error({ err }, 'housekeeping failed'),
  );
}, 3_600_000);
housekeeping.unref();

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  clearInterval(housekeeping);
  await app.close();
  await demoServices?.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
