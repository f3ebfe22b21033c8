import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('has working defaults: port 3000, PGlite in ./data of where npm was run, local storage', () => {
    const c = loadConfig({ INIT_CWD: '/srv/trato' });
    expect(c.port).toBe(3000);
    // Only this machine can reach it until HOST says otherwise (a server or a container: 0.0.0.0).
    expect(c.host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(c.appUrl).toBe('http://localhost:3000');
    expect(c.dataDir).toBe('/srv/trato/data');
    expect(c.databaseUrl).toBeNull();
    expect(c.storage).toEqual({ driver: 'local', dir: '/srv/trato/data/uploads' });
    expect(c.mail.smtpUrl).toBeNull();
    // Never from the environment: main.ts makes one at each start.
    expect(loadConfig({ DEV_MAILBOX_KEY: 'x'.repeat(43) } as NodeJS.ProcessEnv).devMailboxKey).toBeNull();
  });

  it('names every bad variable in one error', () => {
    expect(() => loadConfig({ PORT: 'tres mil', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' })).toThrow(
      /PORT:[\s\S]*DATABASE_URL: debe empezar con postgres:\/\/[\s\S]*SMTP_URL: debe empezar con smtp:\/\//,
    );
  });

  it('requires bucket and keys for S3 storage', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET, S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY/);
    const c = loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(c.storage).toMatchObject({ driver: 's3', bucket: 'b', forcePathStyle: true });
  });

  it('uses APP_URL for links, without a trailing slash, and treats empty values as unset', () => {
    expect(loadConfig({ APP_URL: 'https://app.trato.cl/', PORT: '' }).appUrl).toBe('https://app.trato.cl');
  });

  it('trusts a proxy only when TRUST_PROXY says so, and refuses a value it cannot read', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: 'quizás' })).toThrow(/TRUST_PROXY:/);
  });
});
