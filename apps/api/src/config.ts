import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy.ts';

/**
 * Every setting comes from the environment and is validated once at start: a bad value stops the
 * server with a message naming the variable, instead of failing later in a request.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Only this machine by default: a server or a container sets HOST=0.0.0.0 (README).
  HOST: z.string().min(1).default('127.0.0.1'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'debe empezar con postgres:// o postgresql://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'debe empezar con smtp:// o smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Trato <no-reply@trato.local>'),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
  UPLOAD_MAX_MB: z.coerce.number().positive().max(100).default(10),
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  ACCESS_TOKEN_TTL_DAYS: z.coerce.number().int().positive().max(365).default(30),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(8),
  SIGN_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),
  SEED_DEMO: bool.default(true),
  DEMO_RESET_HOUR: z.coerce.number().int().min(0, 'debe ser una hora entre 0 y 23').max(23, 'debe ser una hora entre 0 y 23').default(3),
  HELP_URL: z.url().default('https://ayuda.trato.app'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  TRUST_PROXY: z
    .string()
    .transform((v, ctx) => {
      try {
        return parseTrustProxy(v);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    })
    .optional(),
  APP_SECRET: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  SUPERADMIN_EMAILS: z.string().optional(),
  // Billing (decision 0019): hosted mode iff STRIPE_SECRET_KEY is set.
  DEFAULT_PLAN: z.string().regex(/^[a-z0-9_-]{1,60}$/, 'debe ser el id de un plan (p. ej. free, pro, unlimited)').optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_URL: z.url().optional(),
  // Online payments (issue 31, decision 0068): each workspace brings its own Mercado Pago credentials;
  // this only moves where the SDK sends them (tests: the local stand-in).
  MERCADOPAGO_API_URL: z.url().optional(),
  STRIPE_PRICES: z
    .string()
    .transform((v, ctx) => {
      try {
        return stripePricesSchema.parse(JSON.parse(v));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'debe ser JSON como {"pro":{"USD":"price_…"}}' });
        return z.NEVER;
      }
    })
    .optional(),
  // Workspaces created before this instant are early adopters (the first plan; decision 0019). Unset: nobody.
  EARLY_ADOPTER_UNTIL: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/, 'debe ser una fecha ISO como 2027-01-01 o 2027-01-01T00:00:00Z')
    .refine((v) => !Number.isNaN(Date.parse(v)), 'debe ser una fecha ISO como 2027-01-01 o 2027-01-01T00:00:00Z')
    .transform((v) => new Date(v))
    .optional(),
});

const stripePricesSchema = z.record(z.string().min(1), z.record(z.string().regex(/^[A-Z]{2,3}$/), z.string().min(1)));

export type Env = z.infer<typeof envSchema>;

export type AppConfig = {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  logLevel: Env['LOG_LEVEL'];
  mail: { smtpUrl: string | null; from: string };
  storage:
    | { driver: 'local'; dir: string }
    | { driver: 's3'; endpoint: string | undefined; region: string; bucket: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean };
  uploadMaxBytes: number;
  google: { issuer: string; clientId: string | null; clientSecret: string | null };
  accessTokenTtlDays: number;
  /** Auth attempts per IP and per account, and signatures per IP, each per window. */
  rateLimit: { perIp: number; perAccount: number; signsPerIp: number; windowSeconds: number };
  seedDemo: boolean;
  /** The hour (UTC, 0–23) the demo workspace is reset to its seed every night. */
  demoResetHour: number;
  helpUrl: string;
  /** Signs short-lived payloads; generated into the data folder when not set. */
  appSecret: string | null;
  /** The built SPA to serve (apps/web/dist unless WEB_DIST_DIR says otherwise). */
  webDistDir: string | null;
  /**
   * The reverse proxies believed (TRUST_PROXY, decision 0058): from them X-Forwarded-For gives the
   * client's IP (the address the farthest trusted proxy appended) and X-Forwarded-Proto whether it
   * used HTTPS. null: nobody, the socket's address is the client.
   */
  trustProxy: TrustProxy;
  /**
   * The capability that opens the development mailbox (/api/dev/mailbox/{key}): made at each start
   * by main.ts and printed on its console, never read from the environment; null, no mailbox.
   */
  devMailboxKey: string | null;
  /** SUPERADMIN_EMAILS, lower-cased: superadmins once they prove the address (read on each request, never written; decision 0059). */
  superadminEmails: string[];
  /** Plans and payments (docs/api/billing.md, decision 0019). */
  billing: BillingConfig;
  /** MERCADOPAGO_API_URL: another address for Mercado Pago's API (a local stand-in in tests); null: Mercado Pago's own. */
  mercadoPagoApiUrl: string | null;
  /** STRIPE_API_URL for workspaces' own Stripe accounts (issue 31), whether or not billing uses Stripe; null: Stripe's own. */
  stripeApiUrl: string | null;
};

export type BillingConfig = {
  mode: 'self_hosted' | 'hosted';
  /** The plan of new workspaces: DEFAULT_PLAN (self-hosted, 'unlimited' unless set); null = the free plan (hosted). */
  defaultPlan: string | null;
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | null } | null;
  /** STRIPE_PRICES: plan id → currency → Stripe price id, written to plans.stripe_price_ids at start. */
  stripePrices: Record<string, Record<string, string>>;
  /** EARLY_ADOPTER_UNTIL: workspaces created before it may see and buy the early-adopter plan; null = nobody. */
  earlyAdopterUntil: Date | null;
};

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Relative to where `npm start` was typed (npm runs the workspace script inside apps/api).
  const dataDir = path.resolve(source.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  if (e.STORAGE_DRIVER === 's3' && (!e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Configuración inválida:\n  STORAGE_DRIVER=s3 requiere S3_BUCKET, S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY');
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('Configuración inválida:\n  STRIPE_SECRET_KEY requiere STRIPE_WEBHOOK_SECRET (el secreto de firma de los webhooks)');
  }
  if (e.STRIPE_SECRET_KEY && e.DEFAULT_PLAN) {
    throw new ConfigError('Configuración inválida:\n  DEFAULT_PLAN solo se usa sin STRIPE_SECRET_KEY: con pagos activados los espacios nuevos empiezan en el plan gratis');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    logLevel: e.LOG_LEVEL,
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET!,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { driver: 'local', dir: path.join(dataDir, 'uploads') },
    uploadMaxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024),
    google: { issuer: e.OIDC_ISSUER.replace(/\/+$/, ''), clientId: e.GOOGLE_CLIENT_ID ?? null, clientSecret: e.GOOGLE_CLIENT_SECRET ?? null },
    accessTokenTtlDays: e.ACCESS_TOKEN_TTL_DAYS,
    rateLimit: { perIp: e.AUTH_RATE_LIMIT_PER_IP, perAccount: e.AUTH_RATE_LIMIT_PER_ACCOUNT, signsPerIp: e.SIGN_RATE_LIMIT_PER_IP, windowSeconds: 600 },
    seedDemo: e.SEED_DEMO,
    demoResetHour: e.DEMO_RESET_HOUR,
    helpUrl: e.HELP_URL,
    appSecret: e.APP_SECRET ?? null,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(source.INIT_CWD ?? process.cwd(), e.WEB_DIST_DIR) : null,
    trustProxy: e.TRUST_PROXY ?? null,
    devMailboxKey: null,
    superadminEmails: (e.SUPERADMIN_EMAILS ?? '')
      .split(',')
      .map((x) => x.trim().toLowerCase())
      .filter(Boolean),
    billing: {
      mode: e.STRIPE_SECRET_KEY ? 'hosted' : 'self_hosted',
      defaultPlan: e.STRIPE_SECRET_KEY ? null : (e.DEFAULT_PLAN ?? 'unlimited'),
      stripe: e.STRIPE_SECRET_KEY ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET!, apiUrl: e.STRIPE_API_URL ?? null } : null,
      stripePrices: e.STRIPE_PRICES ?? {},
      earlyAdopterUntil: e.EARLY_ADOPTER_UNTIL ?? null,
    },
    mercadoPagoApiUrl: e.MERCADOPAGO_API_URL?.replace(/\/+$/, '') ?? null,
    stripeApiUrl: e.STRIPE_API_URL?.replace(/\/+$/, '') ?? null,
  };
}

/**
 * The server's configuration: loadConfig, plus what only a running server needs. With DATABASE_URL,
 * APP_SECRET must come from the environment: several copies of the server share one database
 * behind a load balancer, and a secret each generated into its own data folder would make one
 * copy refuse what another signed (a Google sign-in started on one and finished on another).
 * The command-line tools (backup, restore, superadmin) use loadConfig and need no secret.
 */
export function loadServerConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const config = loadConfig(source);
  if (config.databaseUrl && !config.appSecret) {
    throw new ConfigError(
      'Configuración inválida:\n  APP_SECRET es obligatoria con DATABASE_URL: define el mismo secreto (al menos 32 caracteres) en todas las copias del servidor',
    );
  }
  return config;
}
