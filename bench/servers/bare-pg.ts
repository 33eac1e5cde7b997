import Fastify from 'fastify';
import pg from 'pg';

// The database baseline: Fastify and one named prepared SELECT on the portal's own database, with
// a pool as large as the portal's. No call that reads the database can be faster than this.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => undefined);
const app = Fastify({ logger: false });
app.get('/', async () => {
  const result = await pool.query({
    name: 'bench_site',
    text: 'SELECT id, code, name FROM sites WHERE code = $1',
    values: ['LTS'],
  });
  return { site: result.rows[0] };
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.on('SIGTERM', () => void app.close().then(() => pool.end().then(() => process.exit(0))));
