import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, resolveAuthSecret } from '../src/config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      appUrl: 'http://localhost:3000',
      requireEmailVerification: true,
    });
  });

  it('reads TRUST_PROXY as a switch, a number of hops or a list of proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('opens 10 database connections unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    for (const invalid of ['0', '-3', 'many', '2.5', '501']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: invalid }), invalid).toThrow(/DATABASE_POOL_SIZE/);
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it('fails fast with a readable message naming every invalid variable', () => {
    const parse = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(parse).toThrow(ConfigError);
    expect(parse).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL|PORT[\s\S]*LOG_LEVEL/);
    try {
      parse();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL']) expect(message).toContain(name);
    }
  });

  it('refuses production without an SMTP server', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL/);
    expect(
      loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.test:587' }).isProduction,
    ).toBe(true);
  });

  it('refuses a short AUTH_SECRET', () => {
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
  });

  it('keeps uploads on disk unless object storage is configured, by S3_URL or by its parts', () => {
    expect(loadConfig({}).objectStorage).toBeUndefined();
    expect(
      loadConfig({
        S3_URL: 'https://AKIA%2Fkey:s%40cret@s3.fr-par.example.test/escouade-media?region=fr-par',
      }).objectStorage,
    ).toEqual({
      endpoint: 'https://s3.fr-par.example.test',
      bucket: 'escouade-media',
      accessKeyId: 'AKIA/key',
      secretAccessKey: 's@cret',
      region: 'fr-par',
      forcePathStyle: true,
    });
    expect(
      loadConfig({
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'uploads',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
        S3_FORCE_PATH_STYLE: 'false',
      }).objectStorage,
    ).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'uploads',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
      region: 'us-east-1',
      forcePathStyle: false,
    });
  });

  it('refuses an incomplete object-storage configuration, naming what is missing', () => {
    const parse = () => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'uploads' });
    expect(parse).toThrow(ConfigError);
    expect(parse).toThrow(/S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_URL: 'https://key:secret@s3.example.test' })).toThrow(/S3_URL/);
    expect(() => loadConfig({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET/);
  });
});

describe('resolveAuthSecret', () => {
  it('generates a secret once, persists it with mode 0600 and reuses it', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'escouade-config-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = resolveAuthSecret(config);
    const second = resolveAuthSecret(config);
    expect(first).toHaveLength(64);
    expect(second).toBe(first);
    const file = path.join(dataDir, 'auth-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('prefers AUTH_SECRET when set', () => {
    const secret = 'x'.repeat(40);
    expect(resolveAuthSecret(loadConfig({ AUTH_SECRET: secret }))).toBe(secret);
  });
});
