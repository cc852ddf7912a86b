// The database baseline of the load benchmarks: a bare Fastify route that reads one row by primary key through
// pg, with a pool of the API server's size, and returns it as JSON. No hook, no session, no schema: the floor
// under any read the API serves, which moves with PostgreSQL's speed as the hello-world route does not. In its
// own process, like the hello-world baseline. Environment: DATABASE_URL, DATABASE_POOL_SIZE (the server's
// default, 10, when unset), TABLE and ID (the row). Prints `{"port":N}` once listening.
import Fastify from 'fastify';
import pg from 'pg';

const { DATABASE_URL, DATABASE_POOL_SIZE, TABLE = 'profiles', ID } = process.env;
if (!DATABASE_URL || !ID) throw new Error('DATABASE_URL and ID are required');
if (!/^[a-z_]+$/.test(TABLE)) throw new Error(`not a table name: ${TABLE}`);
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: Number(DATABASE_POOL_SIZE ?? 10) });
// Named, as the API's statements are: parsed and planned once per connection.
const statement = { name: 'one-row', text: `select * from ${TABLE} where id = $1`, values: [ID] };

const app = Fastify({ logger: false });
app.get('/one-row', async (request, reply) => {
  const { rows } = await pool.query(statement);
  if (rows.length === 0) return reply.code(404).send({ error: 'no such row' });
  return rows[0];
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ port: app.server.address().port })}\n`);

const stop = () =>
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
