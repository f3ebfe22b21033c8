import type { ReactNode } from 'react';
import { formatDay, formatLongDate } from '@trato/domain/date-format';
import type { PublicProposalDto } from '@trato/domain/proposals/public-dto';
import { cn } from '../../lib/cn.ts';
import { CheckIcon, ClockIcon, MessageIcon } from '../components/icons.tsx';
import { PUBLIC_MESSAGES as M } from '../messages.ts';

/** SPEC §2.7: a demo workspace's proposal is a sample; the banner invites the visitor to sign up. */
export function DemoBanner() {
  return (
    // A labelled section is a landmark (region): outside <main>, the banner must still sit in one.
    <section aria-label={M.demoBannerLabel} className="bg-primary px-4 py-2.5 text-center text-sm font-medium text-primary-foreground">
      {M.demoBanner}{' '}
      <a href="/register" className="underline underline-offset-2 hover:no-underline">
        {M.demoSignUp}
      </a>
    </section>
  );
}

function Notice({ tone, icon, title, children, testId }: { tone: string; icon: ReactNode; title: string; children?: ReactNode; testId: string }) {
  return (
    // Focusable by script: after declining, the thanks takes the focus the closed dialog leaves.
    <section className={cn('flex gap-3 rounded-2xl px-4 py-3.5 outline-none sm:px-5', tone)} data-testid={testId} aria-label={title} tabIndex={-1}>
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div className="min-w-0 text-sm">
        <p className="font-semibold">{title}</p>
        {children && <div className="mt-0.5 opacity-90">{children}</div>}
      </div>
    </section>
  );
}

/** Where the proposal stands for the client: signed, changes requested, or expired (none while open). */
export function StatusNotice({ proposal }: { proposal: PublicProposalDto }) {
  if (proposal.status === 'ACCEPTED') {
    const date = formatLongDate(proposal.signature?.signed_at ?? proposal.accepted_at, proposal.organization.time_zone);
    return (
      <Notice tone="bg-success-soft text-success" icon={<CheckIcon className="size-5" />} title={M.acceptedBanner(date)} testId="status-notice">
        {proposal.signature && <p>{M.signedBy(proposal.signature.signer_name)}</p>}
      </Notice>
    );
  }
  if (proposal.status === 'DECLINED') {
    return (
      <Notice tone="bg-warning-soft text-warning" icon={<MessageIcon className="size-5" />} title={M.declinedBanner} testId="status-notice">
        <p>{M.declinedHint(proposal.organization.name)}</p>
      </Notice>
    );
  }
  if (proposal.expired) {
    return (
      <Notice tone="bg-danger-soft text-danger" icon={<ClockIcon className="size-5" />} title={M.expired(formatDay(proposal.valid_until_at) ?? '')} testId="status-notice">
        <p>{M.expiredHint(proposal.organization.name)}</p>
      </Notice>
    );
  }
  return null;
}
