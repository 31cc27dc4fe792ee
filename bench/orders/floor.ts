/**
 * The floor the order page is measured against: a bare Fastify route that
 * parses the same JSON body and runs `select 1` on a pg pool of the app's size,
 * in a process of its own like the app. PORT and DATABASE_URL from the environment.
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const app = Fastify({ bodyLimit: 1024 * 1024 });
app.post('/floor', async () => {
  const { rows } = await pool.query('select 1 as one');
  return { code: 20000, data: rows[0] };
});
app.get('/api/health', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
