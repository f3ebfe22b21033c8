import { RESUBSCRIBE_REDIRECT } from '@trato/domain/billing/dto';
import { can, type Role } from '@trato/domain/workspace/roles';
import type { BillingConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../lib/context.ts';
import { resolveMembership } from '../auth/authenticate.ts';
import { workspacePlan } from './plan-of-workspace.ts';

/**
 * What an email/password sign-in adds for the resubscribe flow (SPEC §4, decision 0019): a billing
 * manager of a hosted workspace whose subscription lapsed is sent to the plans page. The token is
 * still issued: the page can continue on the free plan's limits, so nobody loses access to their data.
 */
export async function resubscribeExtra(db: Db, billing: BillingConfig, user: UserRow): Promise<{ handler?: 'resubscribe'; redirect_url?: string }> {
  if (billing.mode !== 'hosted') return {};
  const membership = await resolveMembership(db, user.id, user.currentWorkspaceId);
  if (!membership || !can(membership.role as Role, 'billing:manage')) return {};
  const wp = await workspacePlan(db, membership.workspaceId);
  return wp?.lapsed ? { handler: 'resubscribe', redirect_url: RESUBSCRIBE_REDIRECT } : {};
}
