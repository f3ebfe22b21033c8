import { tabHash } from '../../shell/lib/tab-hash.ts';

/** The /projects tabs (SPEC §2.4: #activos default) and the list each one shows. */
export const PROJECT_TABS = ['Activos', 'Finalizados', 'Papelera'] as const;
export type ProjectTab = 'active' | 'finished' | 'trash';

const BY_HASH: Record<string, ProjectTab> = { [tabHash('Finalizados')]: 'finished', [tabHash('Papelera')]: 'trash' };

export function projectTabFromName(name: string): ProjectTab {
  return BY_HASH[tabHash(name)] ?? 'active';
}

/** The list state in the URL next to the tab hash and ?mode: ?page=2&text=…&line={slug}. */
export type ProjectListParams = { page: number; text: string; line: string | null };

export function readProjectListParams(search: URLSearchParams): ProjectListParams {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return { page: Number.isFinite(page) && page >= 1 ? page : 1, text: (search.get('text') ?? '').slice(0, 100), line: search.get('line')?.trim() || null };
}

export function writeProjectListParams(current: URLSearchParams, p: ProjectListParams): URLSearchParams {
  const out = new URLSearchParams(current);
  for (const key of ['page', 'text', 'line']) out.delete(key);
  if (p.text.trim()) out.set('text', p.text.trim());
  if (p.line) out.set('line', p.line);
  if (p.page > 1) out.set('page', String(p.page));
  return out;
}

/** Where a project opens: one whose wizard was never finished (init) goes back to it. */
export function projectPath(p: { id: string; status: string }): string {
  return p.status === 'init' ? `/projects/${p.id}/create#step-1` : `/projects/${p.id}`;
}
