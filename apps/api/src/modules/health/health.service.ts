import type { HealthResponse } from '@escouade/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

const DATABASE_CHECK_TIMEOUT_MS = 2_000;

export async function checkHealth(db: Database, version: string): Promise<HealthResponse> {
  const isDatabaseUp = await pingDatabase(db);
  return {
    status: isDatabaseUp ? 'ok' : 'degraded',
    database: isDatabaseUp ? 'up' : 'down',
    version,
    uptimeSeconds: Math.round(process.uptime()),
  };
}

async function pingDatabase(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
