/**
 * The customer portal's navigation (SPEC §2.2), as a pure function the sidebar and the row of cards
 * both render: which items show, where they go, and their badges. Labels are the spec's words.
 */

export type PortalNavKey = 'home' | 'files' | 'payments' | 'services' | 'contract' | 'calendar' | 'help';

export type PortalNavItem = {
  key: PortalNavKey;
  label: 'Inicio' | 'Archivos' | 'Pagos' | 'Servicios' | 'Contrato' | 'Calendario' | 'Ayuda';
  path: string;
  /** A count shown next to the label (files, payments); null for none. */
  badge: number | null;
};

/** What the rules look at; PortalProjectDto satisfies it. */
export type PortalNavProject = {
  id: string;
  files: { count: number };
  payments: { payments: readonly unknown[] };
  services: readonly unknown[];
  contract: { content: { blocks: readonly unknown[] } | null } | null;
};

export function portalNavigation(project: PortalNavProject): PortalNavItem[] {
  const payments = project.payments.payments.length;
  const items: (PortalNavItem | null)[] = [
    // Inicio, Archivos, Calendario and Ayuda always show.
    { key: 'home', label: 'Inicio', path: `/c/project/${project.id}`, badge: null },
    { key: 'files', label: 'Archivos', path: '/c/files', badge: project.files.count },
    payments > 0 ? { key: 'payments', label: 'Pagos', path: '/c/payments', badge: payments } : null,
    project.services.length > 0 ? { key: 'services', label: 'Servicios', path: '/c/services', badge: null } : null,
    (project.contract?.content?.blocks.length ?? 0) > 0 ? { key: 'contract', label: 'Contrato', path: '/c/proposal', badge: null } : null,
    { key: 'calendar', label: 'Calendario', path: '/c/calendar', badge: null },
    { key: 'help', label: 'Ayuda', path: '/c/help', badge: null },
  ];
  return items.filter((i): i is PortalNavItem => i !== null);
}
