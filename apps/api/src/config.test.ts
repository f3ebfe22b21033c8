import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { trustProxyNote } from './lib/trust-proxy.ts';

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

  it('MERCADOPAGO_API_URL: Mercado Pago’s own API unless set (tests: the stand-in), and it must be an address', () => {
    expect(loadConfig({}).mercadoPagoApiUrl).toBeNull();
    expect(loadConfig({ MERCADOPAGO_API_URL: 'http://127.0.0.1:4010/' }).mercadoPagoApiUrl).toBe('http://127.0.0.1:4010');
    expect(() => loadConfig({ MERCADOPAGO_API_URL: 'stand-in' })).toThrow(/MERCADOPAGO_API_URL/);
  });

  it('STRIPE_API_URL reaches workspaces’ Stripe clients even without billing’s Stripe key', () => {
    expect(loadConfig({}).stripeApiUrl).toBeNull();
    expect(loadConfig({ STRIPE_API_URL: 'http://127.0.0.1:4011/' })).toMatchObject({ stripeApiUrl: 'http://127.0.0.1:4011', billing: { stripe: null } });
    expect(() => loadConfig({ STRIPE_API_URL: 'stand-in' })).toThrow(/STRIPE_API_URL/);
  });

  it('TRUST_PROXY: nobody by default; a hop count (true is one hop, never every hop); or the proxies by address', () => {
    for (const off of [{}, { TRUST_PROXY: 'false' }, { TRUST_PROXY: 'FALSE' }, { TRUST_PROXY: 'no' }, { TRUST_PROXY: '0' }, { TRUST_PROXY: '00' }, { TRUST_PROXY: '' }]) {
      expect(loadConfig(off).trustProxy, JSON.stringify(off)).toBeNull();
    }
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toEqual({ hops: 1, written: 'true' });
    expect(loadConfig({ TRUST_PROXY: 'yes' }).trustProxy).toEqual({ hops: 1, written: 'yes' });
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1, written: '1' });
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }).trustProxy).toEqual({ hops: 2, written: '2' });
    expect(loadConfig({ TRUST_PROXY: '10' }).trustProxy).toEqual({ hops: 10, written: '10' });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1' }).trustProxy).toMatchObject({ addresses: ['10.0.0.1'] });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,,fd00::/8,::1' }).trustProxy).toMatchObject({ addresses: ['10.0.0.1', '192.168.0.0/16', 'fd00::/8', '::1'] });
    expect(loadConfig({ TRUST_PROXY: 'Loopback,uniquelocal,linklocal' }).trustProxy).toMatchObject({ addresses: ['loopback', 'uniquelocal', 'linklocal'] });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/255.0.0.0' }).trustProxy).toMatchObject({ addresses: ['10.0.0.0/255.0.0.0'] });
  });

  it('TRUST_PROXY: a value it cannot read stops the start, naming the variable and what it takes', () => {
    const refused: [string, RegExp][] = [
      ['quizás', /«quizás» no es una dirección IP ni un rango/],
      ['11', /11 proxies son demasiados/],
      ['-1', /«-1» no es una dirección IP ni un rango/],
      ['1.5', /«1.5» no es una dirección IP ni un rango/],
      [',', /debe ser false, el número de proxies/],
      ['10.0.0.1,proxy.interno', /«proxy.interno» no es una dirección IP ni un rango/],
      ['10.0.0.0/33', /«10.0.0.0\/33» no es una dirección IP ni un rango/],
      // Everybody, spelt as a range, is "trust every hop" again: refused like proxy-addr refuses it.
      ['0.0.0.0/0', /«0.0.0.0\/0» no es una dirección IP ni un rango/],
      ['10.0.0.1:8080', /«10.0.0.1:8080» no es una dirección IP ni un rango/],
      ['true,10.0.0.1', /«true» no es una dirección IP ni un rango/],
    ];
    for (const [value, why] of refused) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: debe ser false, el número de proxies delante del servidor \(1 a 10; true es 1\) o sus direcciones o rangos separados por comas/);
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(why);
    }
  });

  it('TRUST_PROXY: the start-up line says whom the server believes (nothing when nobody)', () => {
    const note = (value?: string) => trustProxyNote(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy);
    expect(note()).toBeNull();
    expect(note('false')).toBeNull();
    expect(note('true')).toMatch(/^TRUST_PROXY=true: se confía en un solo proxy \(como TRUST_PROXY=1\), nunca en todos: la IP del cliente es la que añadió a X-Forwarded-For el proxy conectado al servidor, no la de más a la izquierda, que escribe el cliente\. El servidor debe ser accesible solo a través del proxy/);
    expect(note('1')).toMatch(/^TRUST_PROXY=1: se confía en un solo proxy: la IP del cliente/);
    expect(note('2')).toMatch(/^TRUST_PROXY=2: se confía en los 2 proxies más cercanos: la IP del cliente es la que añadió a X-Forwarded-For el más lejano de ellos\./);
    expect(note('10.0.0.0/8, loopback')).toBe(
      'TRUST_PROXY=10.0.0.0/8, loopback: se cree a X-Forwarded-For y X-Forwarded-Proto solo si la conexión viene de 10.0.0.0/8, loopback; la IP del cliente es la primera de X-Forwarded-For, desde la derecha, que no es de esa lista',
    );
  });
});
