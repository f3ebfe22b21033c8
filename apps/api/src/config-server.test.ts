import { describe, expect, it } from 'vitest';
import { ConfigError, loadServerConfig } from './config.ts';

describe('loadServerConfig', () => {
  it('with DATABASE_URL, requires APP_SECRET (server copies must share it)', () => {
    const env = { DATABASE_URL: 'postgres://u:p@db:5432/trato' };
    expect(() => loadServerConfig(env)).toThrow(ConfigError);
    expect(() => loadServerConfig(env)).toThrow(/APP_SECRET es obligatoria con DATABASE_URL/);
    expect(loadServerConfig({ ...env, APP_SECRET: 's'.repeat(32) }).appSecret).toBe('s'.repeat(32));
  });

  it('with PGlite the secret may still be generated into the data folder', () => {
    expect(loadServerConfig({}).appSecret).toBeNull();
  });
});
