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
