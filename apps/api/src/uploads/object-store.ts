import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number | undefined;
  /** A validator for conditional requests, as the store gives it (quoted). */
  etag: string | undefined;
}

/**
 * Where uploaded files live: a local directory by default, or an S3-compatible bucket when several instances
 * share them (see s3-object-store.ts). Keys are `<folder>/<name>`, made by the application, never by a user.
 */
export interface ObjectStore {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Undefined when there is no such object. */
  get(key: string): Promise<StoredObject | undefined>;
  has(key: string): Promise<boolean>;
  /** Removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Every object of a folder (`avatars`), with when it was last written, a page at a time. */
  list(folder: string): AsyncIterable<ListedObject>;
}

export interface ListedObject {
  key: string;
  lastModified: Date;
}

const KEY_PATTERN = /^[a-z0-9-]+(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

/** Refuses anything but the application's own key shape: no `..`, no absolute path, no dot file. */
export function assertObjectKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split('/').some((part) => part === '..' || part.startsWith('.'))) {
    throw new Error(`invalid object key: ${JSON.stringify(key)}`);
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.json': 'application/json',
};

/** Files under `root`, written then renamed so that a crash never leaves a half-written file under its name. */
export function createLocalObjectStore(root: string): ObjectStore {
  const fileOf = (key: string) => {
    assertObjectKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = path.join(path.dirname(file), `.${path.basename(file)}.tmp`);
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async get(key) {
      const file = fileOf(key);
      const stats = await stat(file).catch(() => undefined);
      if (!stats?.isFile()) return undefined;
      return {
        body: createReadStream(file),
        contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
        size: stats.size,
        etag: `"${stats.size.toString(16)}-${stats.mtimeMs.toString(16)}"`,
      };
    },
    async has(key) {
      const stats = await stat(fileOf(key)).catch(() => undefined);
      return stats?.isFile() ?? false;
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async *list(folder) {
      assertObjectKey(`${folder}/x`);
      yield* listFiles(root, folder);
    },
  };
}

/** The files under a folder of the store, depth first; dot files (writes in progress) are not objects. */
async function* listFiles(root: string, folder: string): AsyncGenerator<ListedObject> {
  const entries = await readdir(path.join(root, ...folder.split('/')), { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const key = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      yield* listFiles(root, key);
    } else if (entry.isFile()) {
      const stats = await stat(path.join(root, ...key.split('/'))).catch(() => undefined);
      if (stats) yield { key, lastModified: stats.mtime };
    }
  }
}
