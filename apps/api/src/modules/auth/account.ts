import { eq } from 'drizzle-orm';
import { SUBSCRIPTION_STATUS_LABELS } from '@trato/domain/billing/messages';
import type { AccountDto, SignedInDto } from '@trato/domain/auth/dto';
import type { WorkspaceDto } from '@trato/domain/workspace/dto';
import { redirectStepFor } from '@trato/domain/auth/register-session';
import type { SameType } from '@trato/domain/openapi/same-type';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { UserRow } from '../../lib/context.ts';
import { serializeUser } from '../account/serialize.ts';
import type { SuperadminSettings } from '../superadmin/superadmin-set.ts';
import { serializeWorkspace } from '../workspaces/serialize.ts';
import { findWorkspace, workspaceSubscription } from '../workspaces/workspaces.queries.ts';
import { resolveMembership } from './authenticate.ts';
import { issueAccessToken } from './tokens.ts';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user ?? null;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

// The session's workspace is the workspace module's DTO: the documented schema must follow it.
export const accountWorkspaceMatches: SameType<ReturnType<typeof serializeWorkspace>, WorkspaceDto> = true;

/** The Account shape of SPEC §3: user, workspace, role, subscription and the registration step. */
export async function loadAccount(db: Db, user: UserRow, settings: SuperadminSettings): Promise<AccountDto> {
  const membership = await resolveMembership(db, user.id, user.currentWorkspaceId);
  const workspace = membership ? await findWorkspace(db, membership.workspaceId) : null;
  const sub = workspace ? await workspaceSubscription(db, workspace.id) : null;
  return {
    user: serializeUser(user, settings),
    workspace: workspace ? serializeWorkspace(workspace) : null,
    role: membership?.role ?? null,
    subscription: sub
      ? {
          status: sub.subscription.status,
          status_description: SUBSCRIPTION_STATUS_LABELS[sub.subscription.status],
          current_period_start: sub.subscription.currentPeriodStart.toISOString(),
          current_period_end: sub.subscription.currentPeriodEnd?.toISOString() ?? null,
          card: sub.subscription.cardLast4
            ? { brand: sub.subscription.cardBrand ?? 'card', last4: sub.subscription.cardLast4, exp_month: sub.subscription.cardExpMonth, exp_year: sub.subscription.cardExpYear }
            : null,
          plan: {
            id: sub.plan.id,
            name: sub.plan.name,
            limits: { active_proposals: sub.plan.maxActiveProposals, active_portals: sub.plan.maxActivePortals },
          },
          incomes: null,
        }
      : null,
    modules: [],
    redirect_step: redirectStepFor(workspace ? { default_currency: workspace.defaultCurrency } : null),
  };
}

/** Signs the user in: a new bearer token plus what the browser needs to continue. */
export async function tokenResponse(
  db: Db,
  user: UserRow,
  config: Pick<AppConfig, 'accessTokenTtlDays' | 'superadminEmails'>,
  meta: { ip?: string; userAgent?: string },
  extra: { redirect_url?: string; handler?: 'resubscribe' } = {},
): Promise<SignedInDto> {
  const { token, expiresAt } = await issueAccessToken(db, user.id, config.accessTokenTtlDays, meta);
  const account = await loadAccount(db, user, config);
  return {
    success: true,
    handler: 'redirect_dashboard',
    token: { access_token: token, token_type: 'Bearer', expires_at: expiresAt.toISOString() },
    user: account.user,
    workspace: account.workspace,
    redirect_step: account.redirect_step,
    ...extra,
  };
}
