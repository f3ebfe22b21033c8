import { z } from 'zod';
import { PROVIDER_MODES, type ProviderMode } from './schemas.ts';

/**
 * «Probar conexión» (issue 31 §1, decision 0067): what the provider said about the saved credentials,
 * judged against the workspace's currency by one rule, in Spanish. The API asks the provider; this
 * file only decides what the answer means, so the wording lives in one place.
 */

/** Mercado Pago's site (the account's country) → the country's name and the only currency it charges in. */
export const MERCADOPAGO_SITES: Record<string, { country: string; currency: string }> = {
  MLC: { country: 'Chile', currency: 'CLP' },
  MLA: { country: 'Argentina', currency: 'ARS' },
  MLM: { country: 'México', currency: 'MXN' },
  MCO: { country: 'Colombia', currency: 'COP' },
  MPE: { country: 'Perú', currency: 'PEN' },
  MLB: { country: 'Brasil', currency: 'BRL' },
  MLU: { country: 'Uruguay', currency: 'UYU' },
};

/** Countries a Stripe account may be from, for the message; another shows its ISO code. */
const COUNTRY_NAMES: Record<string, string> = {
  CL: 'Chile', AR: 'Argentina', MX: 'México', CO: 'Colombia', PE: 'Perú', BR: 'Brasil', UY: 'Uruguay', BO: 'Bolivia',
  US: 'Estados Unidos', ES: 'España', GB: 'Reino Unido', CA: 'Canadá', DE: 'Alemania', FR: 'Francia',
};
const countryName = (code: string) => COUNTRY_NAMES[code.toUpperCase()] ?? code.toUpperCase();

export const CONNECTION_MESSAGES = {
  notConnected: (provider: string) => `${provider} no está conectado: guarda sus credenciales antes de probar la conexión.`,
  unreachable: (provider: string) => `No pudimos contactar a ${provider}. Inténtalo de nuevo en unos minutos.`,
  mercadopagoBadToken: 'Mercado Pago no acepta este access token: revisa que esté completo y vigente (Tus integraciones › Credenciales).',
  stripeBadKey: 'La clave secreta de Stripe no es válida.',
  stripeNoPermission: 'Esta clave restringida de Stripe no puede leer la cuenta: dale permiso de lectura de la cuenta o usa la clave secreta.',
} as const;

/** The UF is paid in Chilean pesos: a UF workspace is charged in CLP. */
const chargedIn = (workspaceCurrency: string) => (workspaceCurrency === 'UF' ? 'CLP' : workspaceCurrency);
const modeWords = (mode: ProviderMode) => (mode === 'test' ? 'modo prueba' : 'modo producción');

export type ConnectionCheck = {
  ok: boolean;
  message: string;
  details: { country: string | null; currency: string | null; mode: ProviderMode | null; account: string | null } | null;
};

/** An e-mail shown so the owner recognises the account, without handing it out whole: `ca***@estudio.cl`. */
export function maskEmail(email: string | null | undefined): string | null {
  if (!email) return null;
  const [user = '', domain] = email.split('@');
  if (!domain) return null;
  return `${user.slice(0, 2)}***@${domain}`;
}

/**
 * Mercado Pago: the account's site sets the one currency it charges in. A production setting with a
 * TEST- token would never charge real money, so it fails; a test setting with an APP_USR- token is
 * what Mercado Pago's test users have, so it passes.
 */
export function judgeMercadoPago(input: { siteId: string | null; email: string | null; token: string; mode: ProviderMode; workspaceCurrency: string }): ConnectionCheck {
  const site = input.siteId ? MERCADOPAGO_SITES[input.siteId] : undefined;
  const wanted = chargedIn(input.workspaceCurrency);
  const details = { country: site?.country ?? input.siteId, currency: site?.currency ?? null, mode: input.mode, account: maskEmail(input.email) };
  if (input.mode === 'production' && input.token.startsWith('TEST-')) {
    return { ok: false, details, message: 'Elegiste el modo producción, pero este access token es de prueba (empieza con TEST-): ingresa el access token de producción.' };
  }
  if (!site) return { ok: false, details, message: `Esta cuenta de Mercado Pago es de un país que Trato no reconoce (${input.siteId ?? 'sin país'}).` };
  if (site.currency !== wanted) {
    return { ok: false, details, message: `Esta cuenta de Mercado Pago es de ${site.country} y cobra en ${site.currency}; tu espacio cobra en ${input.workspaceCurrency}.` };
  }
  return { ok: true, details, message: `Conexión correcta: cuenta de Mercado Pago de ${site.country}, cobra en ${site.currency} (${modeWords(input.mode)}).` };
}

/**
 * Stripe: the key itself says test or live; the account's country and default currency are where
 * its payouts land. Stripe charges many currencies from any account, so a different default currency
 * is no failure: the message says it
 * charges the workspace's currency and pays out in the account's.
 */
export function judgeStripe(input: { country: string | null; defaultCurrency: string | null; email: string | null; name: string | null; mode: ProviderMode; workspaceCurrency: string }): ConnectionCheck {
  const country = input.country ? countryName(input.country) : null;
  const deposits = input.defaultCurrency?.toUpperCase() ?? null;
  const details = { country, currency: deposits, mode: input.mode, account: input.name ?? maskEmail(input.email) };
  const wanted = chargedIn(input.workspaceCurrency);
  const from = `cuenta de Stripe${country ? ` de ${country}` : ''} (${modeWords(input.mode)})`;
  // Every Trato currency Stripe takes (all but the UF, charged as CLP) is open to any account.
  const payout = deposits && deposits !== wanted ? ` Cobra en ${wanted} y te deposita en ${deposits}, la moneda de tu cuenta.` : '';
  return { ok: true, details, message: `Conexión correcta con tu ${from}.${payout}` };
}

export const connectionCheckSchema = z
  .object({
    ok: z.boolean(),
    message: z.string().describe('En español: qué está bien o qué revisar.'),
    details: z
      .object({
        country: z.string().nullable(),
        currency: z.string().nullable().describe('Mercado Pago: la moneda en que cobra la cuenta; Stripe: la moneda en que deposita.'),
        mode: z.enum(PROVIDER_MODES).nullable(),
        account: z.string().nullable().describe('El nombre de la cuenta o su correo enmascarado; nunca un secreto.'),
      })
      .nullable(),
  })
  .meta({ id: 'ConnectionCheck' });
