import { buildApp } from './app.ts';
import { openConfiguredDatabase, prepareDatabase } from './boot.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { loadSecretKey } from './crypto/secret-key.ts';

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
const demo = config.demoData ? await import('./demo/index.ts') : undefined;
const demoServices = await demo?.startDemoServices(database.db, config.secretKey!);
const app = await buildApp(config, database);
const address = await app.listen({ port: config.port, host: config.host });
demoServices?.consoleAt(Number(new URL(address).port));

if (generatedPassword) {
  // Printed once, on the boot that created the administrator; never logged.
  console.log(
    `\n  First start: sign in as  admin / ${generatedPassword}\n  (set ADMIN_PASSWORD before the first start to choose it)\n`,
  );
}
if (demo && demoSeeded) {
  console.log(
    `  Demo data seeded: staff such as  zhangwei / ${demo.DEMO_PASSWORD}  (manager)  or  yangli / ${demo.DEMO_PASSWORD}  (sales)\n`,
  );
}
app.log.info({ database: database.kind, dataDir: config.dataDir }, `console ready at http://localhost:${config.port}`);

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await demoServices?.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
