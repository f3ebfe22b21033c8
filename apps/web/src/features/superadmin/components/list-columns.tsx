import type { ReactNode } from 'react';
import { formatLongDate } from '@trato/domain/date-format';
import { formatMoney } from '@trato/domain/money-format';
import { PAYMENT_STATE_LABELS } from '@trato/domain/payments/overdue';
import { PROJECT_STATUS_LABELS } from '@trato/domain/projects/statuses';
import { STATUS_LABELS } from '@trato/domain/proposals/statuses';
import { SERVICE_TYPE_LABELS } from '@trato/domain/services/types';
import type { SuperadminList, SuperadminRows } from '@trato/domain/superadmin/superadmin';
import { Badge } from '../../../components/ui/badge.tsx';
import { SUPERADMIN_PAGE_MESSAGES as M } from '../messages.ts';
import { useWorkspaceTimeZone } from '../../../lib/auth/workspace-time-zone.ts';

export type Column<T> = { key: string; label: string; render: (row: T) => ReactNode; className?: string };

const C = M.columns;
/** An instant's day in the operator's own workspace zone (rows span workspaces; one zone for the whole table). */
export function InstantDay({ value }: { value: string | null }) {
  return <>{formatLongDate(value, useWorkspaceTimeZone()) ?? '—'}</>;
}
const date = (value: string | null) => <InstantDay value={value} />;
const muted = (text: ReactNode) => <span className="text-muted-foreground">{text}</span>;
const label = (labels: Record<string, string>, key: string) => labels[key] ?? key;

const name = <T extends { name: string }>(): Column<T> => ({ key: 'name', label: C.name, render: (r) => <span className="font-medium text-foreground">{r.name || '—'}</span> });
const workspace = <T extends { workspace: { name: string } }>(): Column<T> => ({ key: 'workspace', label: C.workspace, render: (r) => r.workspace.name });
const created = <T extends { created_at: string }>(): Column<T> => ({ key: 'created', label: C.created, render: (r) => muted(date(r.created_at)), className: 'whitespace-nowrap' });

/** The columns of every list but workspaces (whose rows carry actions; see workspace-table.tsx). */
export const COLUMNS: { [L in Exclude<SuperadminList, 'workspaces'>]: Column<SuperadminRows[L]>[] } = {
  users: [
    {
      key: 'name',
      label: C.name,
      render: (u) => (
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-foreground">{u.name}</span>
          {u.is_god && <Badge>{M.superadminBadge}</Badge>}
          {!u.email_verified && <Badge tone="bg-surface-muted text-muted-foreground">{M.unverified}</Badge>}
        </span>
      ),
    },
    { key: 'email', label: C.email, render: (u) => u.email },
    { key: 'workspaces', label: C.workspaces, render: (u) => M.workspacesOfUser(u.workspaces), className: 'whitespace-nowrap' },
    created(),
  ],
  customers: [name(), { key: 'email', label: C.email, render: (c) => c.email }, { key: 'company', label: C.company, render: (c) => c.company }, workspace(), created()],
  payments: [
    name(),
    { key: 'amount', label: C.amount, render: (p) => <span className="tabular-nums">{formatMoney(p.amount, p.currency)}</span>, className: 'whitespace-nowrap' },
    { key: 'status', label: C.status, render: (p) => PAYMENT_STATE_LABELS[p.state] },
    { key: 'project', label: C.project, render: (p) => p.project.name || '—' },
    workspace(),
    { key: 'due', label: C.due, render: (p) => muted(p.due_at ? (formatLongDate(p.due_at, 'UTC') ?? '—') : '—'), className: 'whitespace-nowrap' },
  ],
  projects: [name(), { key: 'status', label: C.status, render: (p) => label(PROJECT_STATUS_LABELS, p.status) }, workspace(), created()],
  proposals: [name(), { key: 'status', label: C.status, render: (p) => label(STATUS_LABELS, p.status) }, workspace(), created()],
  comments: [
    {
      key: 'comment',
      label: C.comment,
      render: (c) => (
        <span className="line-clamp-2 max-w-md">
          {c.body}
          {c.deleted && <Badge className="ml-2" tone="bg-surface-muted text-muted-foreground">{M.deleted}</Badge>}
        </span>
      ),
    },
    { key: 'author', label: C.author, render: (c) => (c.author_email ? `${c.author_name} · ${c.author_email}` : c.author_name) },
    { key: 'project', label: C.project, render: (c) => c.project.name || '—' },
    workspace(),
    created(),
  ],
  services: [
    name(),
    { key: 'type', label: C.type, render: (s) => label(SERVICE_TYPE_LABELS, s.type) },
    { key: 'total', label: C.total, render: (s) => <span className="tabular-nums">{formatMoney(s.total, null)}</span>, className: 'whitespace-nowrap' },
    workspace(),
    created(),
  ],
};
