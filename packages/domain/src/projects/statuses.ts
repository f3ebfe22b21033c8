/**
 * Project (client portal) statuses and the one table of allowed transitions, next to the proposal
 * model (proposals/statuses.ts). docs/decisions/0015-project-statuses.md explains the choices.
 *
 * - `init`: a portal being set up in the wizard (/projects/{id}/create), invisible to clients.
 * - `active`: work under way; counts against the plan's active-portal limit.
 * - `finished`: work done; the portal stays readable, out of the limit.
 * Trash is not a status: `deleted_at` set (soft delete, recover, force delete), whatever the status.
 */
export const PROJECT_STATUSES = ['init', 'active', 'finished'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/**
 * The list filters of /projects: tabs #activos and #finalizados, and `init` for the 'Portales sin
 * terminar' strip (a wizard left half-way or a duplicate, else reachable from no list). Trash is `trash=1`.
 */
export const PROJECT_LIST_STATUSES = ['init', 'active', 'finished'] as const satisfies readonly ProjectStatus[];

/** The moves a staff member can ask for (one endpoint each). */
export const PROJECT_ACTIONS = ['publish', 'finish', 'reactivate'] as const;
export type ProjectAction = (typeof PROJECT_ACTIONS)[number];

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  init: 'Sin terminar',
  active: 'Activo',
  finished: 'Finalizado',
};

/** The label of the trash tab and of a trashed portal's tag. */
export const TRASH_LABEL = 'Papelera';

export function isProjectStatus(value: unknown): value is ProjectStatus {
  return typeof value === 'string' && (PROJECT_STATUSES as readonly string[]).includes(value);
}

/** A status label; unknown values are shown as they are (SPEC §4). */
export function projectStatusLabel(status: string): string {
  return (PROJECT_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

/**
 * from → action → to. `finish` is the wizard's last step for a portal in set-up (init → active) and
 * "mark as done" for a running one (active → finished); `publish` only activates a portal in set-up.
 */
export const PROJECT_TRANSITIONS: Record<ProjectStatus, Partial<Record<ProjectAction, ProjectStatus>>> = {
  init: { publish: 'active', finish: 'active' },
  active: { finish: 'finished' },
  finished: { reactivate: 'active' },
};

/** Where an action takes a portal in `from`, or null when it is not allowed (409). */
export function projectTransition(from: string, action: ProjectAction): ProjectStatus | null {
  return isProjectStatus(from) ? (PROJECT_TRANSITIONS[from][action] ?? null) : null;
}

/** The actions a portal in `from` offers (its menu). */
export function projectActions(from: string): ProjectAction[] {
  return isProjectStatus(from) ? (Object.keys(PROJECT_TRANSITIONS[from]) as ProjectAction[]) : [];
}

/** What the plan's active-portal limit counts: active and not in the trash. */
export const countsAgainstPortalLimit = (p: { status: string; deleted_at: string | null }): boolean => p.status === 'active' && p.deleted_at === null;

/** The tags of a portal (SPEC §3 proposal_statuses): its status label, plus Papelera when trashed. */
export function projectTags(p: { status: string; deleted_at: string | null }): string[] {
  return p.deleted_at ? [projectStatusLabel(p.status), TRASH_LABEL] : [projectStatusLabel(p.status)];
}
