/** Spanish strings of the projects list (SPEC §2.1 /projects; the projects issue builds the rest). */
export const PROJECTS_MESSAGES = {
  title: 'Portales',
  subtitle: 'Cada cotización firmada se convierte en un proyecto con su plan de pagos.',
  listLabel: 'Lista de proyectos',
  loading: 'Cargando proyectos…',
  loadError: 'No pudimos cargar los proyectos.',
  retry: 'Reintentar',
  emptyTitle: 'Aún no tienes proyectos',
  emptyText: 'Cuando un cliente firme una cotización, aquí aparecerá el proyecto para darle seguimiento.',
  goToProposals: 'Ver cotizaciones',
  noClient: 'Sin cliente',
  untitled: 'Untitled',
  createdOn: (date: string) => `Creado el ${date}`,
  total: 'Total',
} as const;
