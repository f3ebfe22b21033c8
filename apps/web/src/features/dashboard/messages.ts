/** Spanish strings of the dashboard. */
export const DASHBOARD_UI = {
  breadcrumb: 'Inicio',
  greeting: (name: string) => (name ? `Hola ${name}` : 'Hola'),
  subtitle: (workspace: string) => `Esto es lo que sigue para ${workspace}.`,
  nextSteps: 'Primeros pasos',
  cards: {
    line: {
      title: 'Línea de negocio',
      text: 'Crea tu primera línea de negocio para agrupar cotizaciones y portales por tipo de servicio.',
      empty: 'Aún no tienes líneas de negocio.',
      done: (n: number) => (n === 1 ? 'Tienes 1 línea de negocio.' : `Tienes ${n} líneas de negocio.`),
      soon: 'Muy pronto podrás crearlas desde el menú lateral.',
    },
    proposals: {
      title: 'Cotizaciones online',
      text: 'Envía cotizaciones con un enlace: tu cliente las revisa y firma desde cualquier dispositivo.',
      empty: 'Aún no has enviado cotizaciones.',
      done: (n: number) => (n === 1 ? 'Tienes 1 cotización.' : `Tienes ${n} cotizaciones.`),
      action: 'Ver cotizaciones',
      locked: 'Disponible cuando tengas una línea de negocio.',
    },
    portal: {
      title: 'Portal de clientes',
      text: 'Cuando tu cliente firma, la cotización se convierte en un portal con archivos, pagos e hitos.',
      empty: 'Aún no tienes portales activos.',
      done: (n: number) => (n === 1 ? 'Tienes 1 portal activo.' : `Tienes ${n} portales activos.`),
      action: 'Ver portales',
      locked: 'Disponible cuando tengas una línea de negocio.',
    },
  },
  settingsCta: 'Personaliza tu marca',
  settingsText: 'Sube tu logo y elige tu color para que cada cotización se vea como tuya.',
  settingsLink: 'Ir a ajustes',
} as const;
