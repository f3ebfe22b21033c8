/**
 * The portal's paths (SPEC §2.2). Links always use the short /c/ form; the router answers under
 * /@customer-portal/ too.
 */
export const PORTAL_PREFIXES = ['c', '@customer-portal'] as const;

export const portalPaths = {
  dashboard: '/c/dashboard',
  login: '/c/login',
  unauthorized: '/c/unauthorized',
  project: (id: string) => `/c/project/${encodeURIComponent(id)}`,
  projectFiles: (id: string) => `/c/project/${encodeURIComponent(id)}/files`,
  files: '/c/files',
  payments: '/c/payments',
  receipt: (id: string) => `/c/receipts/${encodeURIComponent(id)}`,
  services: '/c/services',
  contract: '/c/proposal',
  calendar: '/c/calendar',
  help: '/c/help',
  /**
   * The portal's sign-in page wearing a provider's brand (decision 0081). Also where «Salir» leads:
   * issue 32 §5 replaces SPEC §2.2's staff /login with the client's own page.
   */
  loginFor: (workspaceId: string | null) => (workspaceId ? `/c/login?w=${encodeURIComponent(workspaceId)}` : '/c/login'),
};

/** A redirect the API proposes (redirectUrl) is followed only when it stays inside the portal. */
export function safePortalRedirect(url: string | null | undefined): string {
  if (!url || !url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return portalPaths.dashboard;
  return /^\/(c|@customer-portal)\/[^/]/.test(url) ? url : portalPaths.dashboard;
}

/** SPEC §2.2's external Ayuda link: the same support page the staff menu opens (configurable at build). */
export const EXTERNAL_HELP_URL: string = (import.meta.env.VITE_HELP_URL as string | undefined) ?? 'https://ayuda.trato.app';
