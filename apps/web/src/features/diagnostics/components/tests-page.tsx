import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { ArrowLeft, CheckCircle2, HardDrive, Mail, RefreshCw, XCircle } from 'lucide-react';
import { formatDateTime } from '@trato/domain/date-format';
import { STORAGE_STEP_LABELS, type Diagnostics } from '@trato/domain/superadmin/superadmin';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LoadError, LoadingCard } from '../../superadmin/components/query-states.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useBreadcrumbs } from '../../../lib/breadcrumbs.ts';
import { cn } from '../../../lib/cn.ts';
import { useDiagnostics, useStorageCheck, useTestEmail } from '../api/diagnostics-api.ts';
import { DIAGNOSTICS_MESSAGES as M } from '../messages.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useWorkspaceTimeZone } from '../../../lib/auth/workspace-time-zone.ts';


/** /tests — the operator's diagnostics (superadmin only). */
export function TestsPage() {
  useBreadcrumbs([{ name: M.back, path: '/superadmin' }, { name: M.title }]);
  const diagnostics = useDiagnostics();

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <PageHeader title={M.title} subtitle={M.subtitle}>
        <div className="flex gap-2 self-start sm:self-auto">
          <Link to="/superadmin" className={buttonClasses('ghost', 'md')}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {M.back}
          </Link>
          <Button variant="outline" onClick={() => void diagnostics.refetch()} loading={diagnostics.isFetching}>
            <RefreshCw className="size-4" aria-hidden="true" />
            {M.refresh}
          </Button>
        </div>
      </PageHeader>

      {diagnostics.isPending ? (
        <LoadingCard label={M.loading} />
      ) : diagnostics.isError ? (
        <LoadError title={M.loadError} error={diagnostics.error} retryLabel={M.retry} onRetry={() => void diagnostics.refetch()} />
      ) : (
        <Report d={diagnostics.data} />
      )}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-sm break-words text-foreground">{children}</dd>
    </div>
  );
}

function Section({ title, icon, children, action }: { title: string; icon?: ReactNode; children: ReactNode; action?: ReactNode }) {
  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="flex items-center gap-2 text-base font-semibold text-foreground">
          {icon}
          {title}
        </h2>
        {action}
      </div>
      {children}
    </Card>
  );
}

function Report({ d }: { d: Diagnostics }) {
  const timeZone = useWorkspaceTimeZone();
  const when = (value: string | null) => formatDateTime(value, timeZone) ?? M.never;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section title={M.database}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact label={M.version}>{d.version}</Fact>
          <Fact label={M.database}>{M.databaseKinds[d.database.kind] ?? d.database.kind}</Fact>
          <Fact label={M.migration}>
            <span className="font-mono text-xs">{d.database.migration ?? M.noMigration}</span>
            <span className="block text-xs text-muted-foreground">{M.migrationCount(d.database.applied, d.database.known)}</span>
          </Fact>
        </dl>
      </Section>
      <StorageSection driver={d.storage.driver} />
      <MailSection d={d} />
      <Section title={M.outbox}>
        <dl className="grid grid-cols-3 gap-4">
          <Fact label={M.pending}>
            <span className="text-lg font-semibold tabular-nums" data-testid="outbox-pending">
              {d.outbox.pending}
            </span>
          </Fact>
          <Fact label={M.failed}>
            <span className={cn('text-lg font-semibold tabular-nums', d.outbox.failed > 0 && 'text-danger')}>{d.outbox.failed}</span>
          </Fact>
          <Fact label={M.oldestPending}>{M.oldest(d.outbox.oldest_pending_seconds)}</Fact>
        </dl>
      </Section>
      <div className="lg:col-span-2">
        <Section title={M.jobs}>
          {d.jobs.length === 0 ? (
            <p className="text-sm text-muted-foreground">{M.jobsEmpty}</p>
          ) : (
            <div className="-mx-5 overflow-x-auto sm:-mx-6">
              <table aria-label={M.jobs} className="w-full min-w-[40rem] text-left text-sm">
                <thead className="border-y border-border bg-surface-muted/60 text-xs text-muted-foreground">
                  <tr>
                    {[M.job, M.lastStarted, M.lastFinished, M.nextRun, M.lastError].map((h) => (
                      <th key={h} scope="col" className="px-5 py-2.5 font-medium sm:px-6">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {d.jobs.map((j) => (
                    <tr key={j.name}>
                      <td className="px-5 py-3 font-mono text-xs sm:px-6">{j.name}</td>
                      <td className="px-5 py-3 whitespace-nowrap sm:px-6">{when(j.last_started_at)}</td>
                      <td className="px-5 py-3 whitespace-nowrap sm:px-6">{when(j.last_finished_at)}</td>
                      <td className="px-5 py-3 whitespace-nowrap sm:px-6">{when(j.next_run_at)}</td>
                      <td className={cn('px-5 py-3 sm:px-6', j.last_error ? 'text-danger' : 'text-muted-foreground')}>{j.last_error ?? M.noError}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Section>
      </div>
    </div>
  );
}

function StorageSection({ driver }: { driver: string }) {
  const check = useStorageCheck();
  const result = check.data;
  return (
    <Section
      title={M.storage}
      icon={<HardDrive className="size-4 text-muted-foreground" aria-hidden="true" />}
      action={
        <Button variant="outline" size="sm" onClick={() => check.mutate()} loading={check.isPending}>
          {check.isPending ? M.storageChecking : M.storageCheck}
        </Button>
      }
    >
      <p className="text-sm text-foreground">{M.storageDrivers[driver] ?? driver}</p>
      {check.isError && (
        <Alert tone="danger" title={M.storageFailed}>
          {errorMessage(check.error)}
        </Alert>
      )}
      {result && (
        <div className="space-y-3" role="status">
          <p className={cn('text-sm font-medium', result.ok ? 'text-success' : 'text-danger')}>{result.ok ? M.storageOk : M.storageFailed}</p>
          <ul className="divide-y divide-border rounded-xl border border-border">
            {result.steps.map((s) => (
              <li key={s.step} className="flex items-start gap-3 px-4 py-2.5 text-sm" data-testid="storage-step">
                {s.ok ? <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" /> : <XCircle className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden="true" />}
                <span className="flex-1">
                  <span className="font-medium">{STORAGE_STEP_LABELS[s.step]}</span>
                  {s.error && <span className="block text-xs text-danger">{s.error}</span>}
                </span>
                <span className="text-muted-foreground tabular-nums">{M.stepResult(s.ok, s.ms)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}

function MailSection({ d }: { d: Diagnostics }) {
  const send = useTestEmail();
  return (
    <Section
      title={M.mail}
      icon={<Mail className="size-4 text-muted-foreground" aria-hidden="true" />}
      action={
        <Button
          variant="outline"
          size="sm"
          loading={send.isPending}
          onClick={() =>
            send.mutate(undefined, {
              // Success shows beside the button (role status); a failure as a toast.
              onError: (e) => toast.error(errorMessage(e, M.sendFailed)),
            })
          }
        >
          {send.isPending ? M.sending : M.sendTest}
        </Button>
      }
    >
      <p className="text-sm text-foreground">{M.smtp(d.mail.smtp)}</p>
      {send.data && (
        <p role="status" className="text-sm text-success">
          {send.data.message}
        </p>
      )}
    </Section>
  );
}
