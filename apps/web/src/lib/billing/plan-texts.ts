/** Spanish texts of a plan card, shared by /register/plan and /checkout/plans. */
export const PLAN_TEXTS = {
  currentPlan: 'Plan actual',
  free: 'Gratis',
  perMonth: 'al mes',
  activeProposals: (n: number | null) => (n === null ? 'Cotizaciones activas sin límite' : n === 1 ? '1 cotización activa' : `${n} cotizaciones activas`),
  activePortals: (n: number | null) => (n === null ? 'Portales activos sin límite' : n === 1 ? '1 portal activo' : `${n} portales activos`),
} as const;
