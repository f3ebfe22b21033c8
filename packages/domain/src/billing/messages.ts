/** Spanish texts of the billing API (docs/api/billing.md). Zod-free: the staff app imports them. */
export const BILLING_MESSAGES = {
  /** 409 BILLING_DISABLED: a hosted-only call on a self-hosted instance (no STRIPE_SECRET_KEY). */
  disabled: 'Los pagos no están activados en esta instancia.',
  planUnknown: 'Elige un plan de la lista.',
  planFree: 'El plan Gratis no necesita pago.',
  /** 403 FORBIDDEN: checkout of the early-adopter plan by a workspace that is not one. */
  earlyAdopterOnly: 'Este plan es solo para los primeros clientes de Trato. Elige otro plan de la lista.',
  currencyUnavailable: 'Este plan no se puede pagar en esa moneda. Elige otra moneda.',
  alreadySubscribed: 'Ya tienes una suscripción activa. Cambia de plan o de tarjeta desde el portal de pagos.',
  noSubscription: 'No tienes una suscripción de pago que cancelar.',
  alreadyCanceled: 'Tu suscripción ya está cancelada: seguirá activa hasta el fin del período.',
  noCustomer: 'Aún no tienes datos de pago. Elige un plan para empezar.',
  /** 502 PROVIDER_ERROR: Stripe did not answer or refused; nothing was changed. */
  providerError: 'No pudimos comunicarnos con el proveedor de pagos. Inténtalo de nuevo en unos minutos.',
  /** 400 INVALID_SIGNATURE on the webhook. */
  invalidSignature: 'La firma del webhook no es válida.',
  /** Start-up error when DEFAULT_PLAN names no plan (printed by `npm start`, exit 1). */
  defaultPlanUnknown: (id: string, known: string[]) => `Configuración inválida:\n  DEFAULT_PLAN: no existe el plan «${id}». Planes disponibles: ${known.join(', ')}`,
  /** Start-up error when STRIPE_PRICES names an unknown plan. */
  stripePricesUnknownPlan: (id: string) => `Configuración inválida:\n  STRIPE_PRICES: no existe el plan «${id}».`,
} as const;

/** Spanish label of each subscription status (status_description). */
export const SUBSCRIPTION_STATUS_LABELS = {
  active: 'Activa',
  trialing: 'En período de prueba',
  past_due: 'Pago pendiente',
  canceled: 'Cancelada',
  incomplete: 'Pago incompleto',
  unpaid: 'Impaga',
} as const;

/** Spanish label of each invoice status (transactions.status_label). */
export const TRANSACTION_STATUS_LABELS = {
  paid: 'Pagada',
  open: 'Pendiente',
  void: 'Anulada',
  uncollectible: 'Incobrable',
} as const;

/** Where the subscription's plan came from (subscription.source_label). */
export const SUBSCRIPTION_SOURCE_LABELS = {
  default: 'Plan inicial',
  operator: 'Asignado por el administrador',
  stripe: 'Pagado con tarjeta',
} as const;

export type LimitResource = 'active_proposals' | 'active_portals';

/** Title of the limit modal per resource (SPEC §8). */
export const LIMIT_TITLES: Record<LimitResource, string> = {
  active_proposals: 'Límite de propuestas alcanzado',
  active_portals: 'Límite de portales alcanzado',
};

/** A lapsed paid subscription (decision 0019): shown on /billing and appended to limit messages. */
export const LAPSED_NOTE = 'Tu suscripción no está al día: mientras tanto aplican los límites del plan Gratis. Puedes ver y exportar todos tus datos.';
