/** Spanish strings of the app shell: sidebar, header, menus, tabs, indicators, placeholders. */
export const SHELL_MESSAGES = {
  skipToContent: 'Saltar al contenido',
  mainNav: 'Navegación principal',
  nav: {
    home: 'Inicio',
    proposals: 'Cotizaciones',
    projects: 'Portales',
    clients: 'Clientes',
    services: 'Servicios',
    calendar: 'Calendario',
    payments: 'Pagos',
  },
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  reduceMenu: 'Reducir menú',
  expandMenu: 'Expandir menú',
  menuTitle: 'Menú principal',
  breadcrumbs: 'Ruta de navegación',
  userMenu: 'Menú de usuario',
  settings: 'Ajustes',
  billing: 'Facturación',
  team: 'Equipo',
  help: 'Ayuda',
  superadmin: 'Superadmin',
  darkMode: 'Modo oscuro',
  logout: 'Cerrar sesión',
  loggingOut: 'Cerrando sesión…',
  offline: 'Sin conexión. Revisa tu internet: los cambios no se guardarán hasta que vuelvas a estar en línea.',
  backOnline: 'Conexión restablecida.',
  loading: 'Cargando',
  viewMode: 'Modo de vista',
  viewList: 'Lista',
  viewBoard: 'Tablero',
  backHome: 'Volver al inicio',
  noWorkspace: 'Tu espacio',
  /** Across the shell while a hosted subscription is lapsed (owners and admins). */
  lapsedBanner: {
    label: 'Aviso de suscripción',
    text: 'Tu suscripción no está activa: mientras tanto aplican los límites del plan Gratis y todos tus datos siguen disponibles.',
    link: 'Renovar plan',
    dismiss: 'Ocultar aviso',
  },
} as const;

/** External support page opened by "Ayuda" (configurable at build time). */
export const HELP_URL: string = (import.meta.env.VITE_HELP_URL as string | undefined) ?? 'https://ayuda.trato.app';
