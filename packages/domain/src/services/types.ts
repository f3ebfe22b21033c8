/** The service types of SPEC §3, with the names shown on screen. */
export const SERVICE_TYPES = [
  'simple',
  'hours',
  'ufmt2',
  'files',
  'inform',
  'report',
  'contract',
  'meet',
  'platform',
  'app',
  'consulta',
  'control',
  'other',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  simple: 'Simple (precio fijo)',
  hours: 'Horas',
  ufmt2: 'UF/m²',
  files: 'Archivos',
  inform: 'Informe',
  report: 'Reporte',
  contract: 'Contrato',
  meet: 'Reunión',
  platform: 'Plataforma',
  app: 'Aplicación',
  consulta: 'Consulta',
  control: 'Control',
  other: 'Otro',
};

export function isServiceType(value: unknown): value is ServiceType {
  return typeof value === 'string' && (SERVICE_TYPES as readonly string[]).includes(value);
}
