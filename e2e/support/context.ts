/** Values the global setup hands to the journey files (vitest `provide` / `inject`). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The real Trato server, e.g. http://127.0.0.1:41234 (serves the SPA and /api). */
    baseUrl: string;
    /** The SMTP sink's HTTP endpoint; GET {mailUrl}/messages lists delivered messages. */
    mailUrl: string;
    /** The Chromium executable the journeys drive. */
    chromiumPath: string;
    /** The npm-installed Chromium (scripts/chromium.mjs), which a few files drive whatever the machine has. */
    npmChromiumPath: string;
    /** The local OpenID Connect issuer the server uses as "Google" (apps/api/test/oidc-issuer.ts). */
    oidcIssuerUrl: string;
    /** The payment stand-ins' control server: a journey opens its own Mercado Pago / Stripe accounts there (support/payment-accounts.ts). */
    paymentProvidersUrl: string;
  }
}

export {};
