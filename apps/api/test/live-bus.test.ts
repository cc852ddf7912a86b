import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveBus, type LiveBus } from '../src/modules/notifications/live-bus.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-app.ts';

/**
 * A TCP relay to PostgreSQL whose open connections can be made to go silent: nothing passes either way and
 * nothing is closed, as when a network path drops a connection without telling either end.
 */
async function startRelay(target: { host: string; port: number } | { path: string }) {
  const open = new Set<net.Socket>();
  const silencers = new Set<() => void>();
  const server = net.createServer((inbound) => {
    const outbound = 'path' in target ? net.connect(target.path) : net.connect(target.port, target.host);
    const sockets = [inbound, outbound];
    for (const socket of sockets) {
      open.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.forEach((other) => other.destroy()));
    }
    let silenced = false;
    const silence = () => {
      silenced = true;
    };
    inbound.on('data', (data) => silenced || outbound.write(data));
    outbound.on('data', (data) => silenced || inbound.write(data));
    silencers.add(silence);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    /** The connections open now go silent; new ones work. */
    silenceOpenConnections() {
      for (const silence of silencers) silence();
      silencers.clear();
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const waitFor = async (isDone: () => boolean, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!isDone()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('the notification listener', () => {
  let database: TestDatabase;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let bus: LiveBus;
  const searchChanges: (string | undefined)[] = [];
  const warnings: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = new URL(database.connectionString);
    const port = Number(url.port || 5432);
    // The embedded server is reached through its socket directory (`?host=/…`), an external one over TCP.
    const socketDirectory = url.searchParams.get('host');
    relay = await startRelay(
      socketDirectory?.startsWith('/')
        ? { path: `${socketDirectory}/.s.PGSQL.${port}` }
        : { host: url.hostname, port },
    );
    url.searchParams.delete('host');
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    bus = createLiveBus({
      connectionString: url.toString(),
      pool: database.pool,
      logger: { warn: (_details, message) => warnings.push(message ?? '') },
      heartbeatMs: 200,
    });
    await bus.start({
      onLive: () => undefined,
      onOutbox: () => undefined,
      onSearchChange: (payload) => searchChanges.push(payload),
    });
  });
  afterAll(async () => {
    await bus.close();
    await relay.close();
    await database.close();
  });

  const notifySearch = (payload: string) =>
    database.pool.query(`select pg_notify('escouade_search', $1)`, [payload]);

  it('notices when its connection stops delivering without an error, and listens again', async () => {
    // `start` waits for the first heartbeat for one period only: on a busy machine it may be heard a moment later.
    await waitFor(() => bus.isListening(), 2000);
    await notifySearch('before');
    await waitFor(() => searchChanges.includes('before'));

    searchChanges.length = 0;
    relay.silenceOpenConnections();
    // Within two heartbeats it knows it hears nothing: what is kept on the strength of the notices is not used.
    await waitFor(() => !bus.isListening(), 2000);
    expect(warnings.some((warning) => warning.includes('stopped hearing'))).toBe(true);
    // It reconnects, and says that anything may have changed meanwhile.
    await waitFor(() => bus.isListening(), 5000);
    expect(searchChanges).toContain(undefined);
    await notifySearch('after');
    await waitFor(() => searchChanges.includes('after'));
  });

  it('keeps listening while its heartbeats come back', async () => {
    const heard = searchChanges.length;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(bus.isListening()).toBe(true);
    // No reconnection (which would report a change to everything) in five heartbeats.
    expect(searchChanges.slice(heard)).not.toContain(undefined);
  });
});
