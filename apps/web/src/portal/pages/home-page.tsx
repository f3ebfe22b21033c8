import { Link } from 'react-router';
import { formatMoney } from '@trato/domain/money-format';
import { Card, EmptyState } from '../components/page-state.tsx';
import { PORTAL_MESSAGES as M } from '../messages.ts';
import { CommentsPanel } from '../view/comments-panel.tsx';
import { FileList } from '../view/file-list.tsx';
import { PaymentPay } from '../view/payment-pay.tsx';
import { PortalGreeting } from '../view/portal-greeting.tsx';
import { paymentDueLine, PaymentStatusTag } from '../view/payment-status.tsx';
import { usePortalView } from '../view/portal-view.ts';
import { StagesTimeline } from '../view/stages-timeline.tsx';
import { TRANSFER_PANEL } from '../view/transfer-slot.tsx';

/** Inicio (/c/project/{id}): the project at a glance — progress, stages, next payment, recent files, comments. */
export default function HomePage() {
  const { project, hrefFor, readOnly } = usePortalView();
  const stages = project.stages;
  const overall = stages.length ? Math.round(stages.reduce((sum, s) => sum + s.progress, 0) / stages.length) : null;
  const next = project.payments.payments.find((p) => p.status !== 'paid');
  const recent = project.files.data.slice(0, 3);

  return (
    <div className="space-y-4">
      <PortalGreeting />
      <section className="overflow-hidden rounded-2xl border border-border bg-surface" aria-labelledby="project-name">
        {project.cover_url && <img src={project.cover_url} alt="" className="h-32 w-full object-cover sm:h-44" />}
        <div className="space-y-4 p-4 sm:p-6">
          <div>
            <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{M.summary}</p>
            <h2 id="project-name" className="text-xl font-bold tracking-tight sm:text-2xl">
              {project.name}
            </h2>
            {project.client && <p className="text-sm text-muted-foreground">{project.client.name}</p>}
          </div>
          {overall !== null && (
            <div>
              <div className="mb-1 flex justify-between text-sm">
                <span className="font-medium">{M.overallProgress}</span>
                <span className="tabular-nums">{M.progress(overall)}</span>
              </div>
              <div className="h-2.5 overflow-hidden rounded-full bg-surface-muted" role="progressbar" aria-label={M.overallProgress} aria-valuemin={0} aria-valuemax={100} aria-valuenow={overall}>
                <div className="h-full rounded-full bg-primary" style={{ width: `${overall}%` }} />
              </div>
            </div>
          )}
          {project.payments.payments.length > 0 && (
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-surface-muted px-4 py-3 text-sm">
              {next ? (
                <>
                  <span>
                    <span className="font-medium">{M.nextPayment}:</span> {next.name} · {formatMoney(next.amount, next.amount_type)}
                    {next.due_at && <span className="text-muted-foreground"> · {paymentDueLine(next)}</span>}
                  </span>
                  <PaymentStatusTag state={next.state} />
                  <div className="basis-full">
                    <PaymentPay payment={next} readOnly={readOnly} transferPanel={TRANSFER_PANEL} className="w-full sm:w-auto" />
                  </div>
                </>
              ) : (
                <span>{M.allPaid}</span>
              )}
            </div>
          )}
        </div>
      </section>

      <div className="grid gap-4 xl:grid-cols-2 [&>*]:min-w-0">
        <Card title={M.stages}>{stages.length === 0 ? <EmptyState>{M.stagesEmpty}</EmptyState> : <StagesTimeline stages={stages} />}</Card>
        <Card
          title={M.recentFiles}
          action={
            <Link to={hrefFor('files')} className="text-sm font-medium text-primary-text hover:underline">
              {M.seeAllFiles}
            </Link>
          }
        >
          {recent.length === 0 ? <EmptyState>{M.filesEmptyReadOnly}</EmptyState> : <FileList files={recent} />}
        </Card>
      </div>

      <CommentsPanel />
    </div>
  );
}
