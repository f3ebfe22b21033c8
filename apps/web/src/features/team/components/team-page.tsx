import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { Mail, RotateCw, Trash2, UserMinus, Users } from 'lucide-react';
import { can, ROLE_LABELS, type Role } from '@trato/domain/workspace/roles';
import { Alert } from '../../../components/ui/alert.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { refreshAccount } from '../../../app/query-client.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useAccount } from '../../../lib/auth/get-account.ts';
import { useBreadcrumbs } from '../../../lib/breadcrumbs.ts';
import { cn } from '../../../lib/cn.ts';
import { useTeam, type TeamInvitation, type TeamMember } from '../api/get-team.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { useResendInvitation } from '../api/resend-invitation.ts';
import { useRevokeInvitation } from '../api/revoke-invitation.ts';
import { TEAM_UI as M } from '../messages.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { InviteForm } from './invite-form.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { formatShortDate } from '@trato/domain/date-format';
import { useWorkspaceTimeZone } from '../../../lib/auth/workspace-time-zone.ts';


const ROLE_BADGE: Record<Role, string> = {
  owner: 'bg-primary-soft text-primary-text',
  admin: 'bg-warning-soft text-warning',
  member: 'bg-surface-muted text-muted-foreground ring-1 ring-border ring-inset',
};

export function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={ROLE_BADGE[role]}>{ROLE_LABELS[role]}</Badge>;
}

function MemberRow({ member, canRemove, onRemove }: { member: TeamMember; canRemove: boolean; onRemove: () => void }) {
  const timeZone = useWorkspaceTimeZone();
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-4 sm:flex-nowrap sm:px-6">
      <Avatar name={member.name} src={member.avatar} />
      <div className="min-w-0 flex-1 basis-[calc(100%-3.25rem)] sm:basis-auto">
        <p className="flex items-center gap-2 truncate text-sm font-medium text-foreground">
          <span className="truncate">{member.name}</span>
          {member.is_you && <span className="shrink-0 text-xs font-normal text-muted-foreground">({M.you})</span>}
        </p>
        <p className="truncate text-sm text-muted-foreground">{member.email}</p>
      </div>
      <p className="hidden text-xs whitespace-nowrap text-muted-foreground md:block">{M.joined(formatShortDate(member.joined_at, timeZone) ?? '')}</p>
      <div className="ml-13 flex items-center gap-2 sm:ml-0">
        <RoleBadge role={member.role} />
        {canRemove && (
          <Button
            variant="ghost"
            size="sm"
            className="text-danger! hover:bg-danger-soft!"
            aria-label={member.is_you ? M.leaveLabel : M.removeLabel(member.name)}
            onClick={onRemove}
          >
            {member.is_you ? <UserMinus className="size-4" aria-hidden="true" /> : <Trash2 className="size-4" aria-hidden="true" />}
            <span className="hidden sm:inline">{member.is_you ? M.leave : M.remove}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

function InvitationRow({ invitation, manage, onRevoke }: { invitation: TeamInvitation; manage: boolean; onRevoke: () => void }) {
  const resend = useResendInvitation();
  const timeZone = useWorkspaceTimeZone();
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-4 sm:flex-nowrap sm:px-6">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-surface-muted text-muted-foreground" aria-hidden="true">
        <Mail className="size-4" />
      </span>
      <div className="min-w-0 flex-1 basis-[calc(100%-3.25rem)] sm:basis-auto">
        <p className="truncate text-sm font-medium text-foreground">{invitation.email}</p>
        <p className="truncate text-xs text-muted-foreground">
          {M.invitedBy(invitation.invited_by, formatShortDate(invitation.created_at, timeZone) ?? '')} ·{' '}
          <span className={cn(invitation.expired && 'font-medium text-danger')}>
            {invitation.expired ? M.expired : M.expires(formatShortDate(invitation.expires_at, timeZone) ?? '')}
          </span>
        </p>
      </div>
      <div className="ml-13 flex items-center gap-2 sm:ml-0">
        <RoleBadge role={invitation.role} />
        {manage && (
          <>
            <Button
              variant="outline"
              size="sm"
              aria-label={M.resendLabel(invitation.email)}
              loading={resend.isPending}
              onClick={() =>
                resend.mutate(invitation.id, { onSuccess: () => toast.success(M.resent), onError: (e) => toast.error(errorMessage(e)) })
              }
            >
              {!resend.isPending && <RotateCw className="size-4" aria-hidden="true" />}
              <span className="hidden sm:inline">{M.resend}</span>
            </Button>
            <Button variant="ghost" size="sm" className="text-danger! hover:bg-danger-soft!" aria-label={M.revokeLabel(invitation.email)} onClick={onRevoke}>
              <Trash2 className="size-4" aria-hidden="true" />
              <span className="hidden sm:inline">{M.revoke}</span>
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

function Section({ title, aside, children }: { title: string; aside?: string; children: ReactNode }) {
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center justify-between gap-3 border-b border-border px-5 py-4 sm:px-6">
        <h2 className="text-base font-semibold text-foreground">{title}</h2>
        {aside && <span className="text-sm text-muted-foreground">{aside}</span>}
      </div>
      {children}
    </Card>
  );
}

/** /team — members with their roles, pending invitations, invite, resend, revoke and remove. */
export function TeamPage() {
  useBreadcrumbs([{ name: M.breadcrumb, path: '/settings' }, { name: M.breadcrumbTeam }]);
  const navigate = useNavigate();
  const { data: account } = useAccount();
  const team = useTeam();
  const removeMember = useRemoveMember();
  const revokeInvitation = useRevokeInvitation();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [revoking, setRevoking] = useState<TeamInvitation | null>(null);
  const manage = can(account?.role, 'team:manage');
  const iAmOwner = account?.role === 'owner';

  function confirmRemove() {
    if (!removing) return;
    const leaving = removing.is_you;
    removeMember.mutate(removing.id, {
      onSuccess: async () => {
        setRemoving(null);
        if (leaving) {
          toast.success(M.leftWorkspace);
          await refreshAccount().catch(() => undefined);
          navigate('/dashboard', { replace: true });
        } else {
          toast.success(M.memberRemoved);
        }
      },
      onError: (e) => {
        setRemoving(null);
        toast.error(errorMessage(e));
      },
    });
  }

  function confirmRevoke() {
    if (!revoking) return;
    revokeInvitation.mutate(revoking.id, {
      onSuccess: () => {
        setRevoking(null);
        toast.success(M.invitationRevoked);
      },
      onError: (e) => {
        setRevoking(null);
        toast.error(errorMessage(e));
      },
    });
  }

  const members = team.data?.members ?? [];
  const invitations = team.data?.invitations ?? [];
  const owners = members.filter((m) => m.role === 'owner').length;
  const canRemove = (m: TeamMember) => {
    if (m.role === 'owner' && owners <= 1) return false;
    if (m.is_you) return true;
    return manage && (m.role !== 'owner' || iAmOwner);
  };

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <PageHeader title={M.title} subtitle={M.subtitle} />

      {account && !manage && <Alert tone="info">{M.readOnly}</Alert>}
      {manage && <InviteForm />}

      {team.isPending ? (
        <PageSpinner />
      ) : team.isError ? (
        <Alert tone="danger" title={M.loadFailed}>
          {errorMessage(team.error)}{' '}
          <button type="button" className="font-medium text-primary-text underline" onClick={() => void team.refetch()}>
            {M.retry}
          </button>
        </Alert>
      ) : (
        <>
          <Section title={M.membersTitle} aside={M.membersCount(members.length)}>
            <ul className="divide-y divide-border" aria-label={M.membersTitle}>
              {members.map((m) => (
                <MemberRow key={m.id} member={m} canRemove={canRemove(m)} onRemove={() => setRemoving(m)} />
              ))}
            </ul>
            {members.length <= 1 && invitations.length === 0 && (
              <div className="flex items-start gap-3 border-t border-border bg-surface-muted/50 px-5 py-5 sm:px-6">
                <Users className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div>
                  <p className="text-sm font-medium text-foreground">{M.soloTitle}</p>
                  <p className="text-sm text-muted-foreground">{M.soloBody}</p>
                </div>
              </div>
            )}
          </Section>

          <Section title={M.invitesTitle} aside={invitations.length ? String(invitations.length) : undefined}>
            {invitations.length ? (
              <ul className="divide-y divide-border" aria-label={M.invitesTitle}>
                {invitations.map((i) => (
                  <InvitationRow key={i.id} invitation={i} manage={manage} onRevoke={() => setRevoking(i)} />
                ))}
              </ul>
            ) : (
              <p className="px-5 py-6 text-sm text-muted-foreground sm:px-6">{M.invitesEmpty}</p>
            )}
          </Section>
        </>
      )}

      <ConfirmDialog
        open={!!removing}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing?.is_you ? M.leaveTitle : M.removeTitle(removing?.name ?? '')}
        description={removing?.is_you ? M.leaveBody : M.removeBody}
        confirmLabel={removing?.is_you ? M.leaveConfirm : M.removeConfirm}
        loading={removeMember.isPending}
        onConfirm={confirmRemove}
      />
      <ConfirmDialog
        open={!!revoking}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={M.revokeTitle}
        description={M.revokeBody(revoking?.email ?? '')}
        confirmLabel={M.revokeConfirm}
        loading={revokeInvitation.isPending}
        onConfirm={confirmRevoke}
      />
    </div>
  );
}
