import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * A real S3-compatible server in this process (s3rver: the S3 REST API over files in a temporary
 * directory), so that the object-storage code runs against HTTP, XML and S3's error codes, as in production.
 */
export async function startS3Server(): Promise<{ endpoint: string; stop(): Promise<void> }> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'escouade-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
