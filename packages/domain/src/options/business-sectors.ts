/** Placeholder until the full list lands (being written in parallel). */
export const BUSINESS_SECTORS = ['Agencia de marketing digital', 'Desarrollo de software', 'Diseño gráfico', 'Otro'] as const;
