import pg from 'pg';

/** Drops the per-worker schemas test runs leave in the shared PostgreSQL test database. */
async function dropWorkerSchemas() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(
      `select nspname from pg_namespace where nspname like 'tw\\_%'`,
    );
    for (const r of rows) await client.query(`drop schema if exists "${r.nspname}" cascade`);
  } finally {
    await client.end();
  }
}

export const setup = dropWorkerSchemas;
export const teardown = dropWorkerSchemas;
