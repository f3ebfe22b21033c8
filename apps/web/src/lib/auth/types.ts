import type { Role } from '@trato/domain/workspace/roles';
import type { RedirectStep } from '@trato/domain/auth/register-session';

/** Response shapes of docs/api/foundation.md, as the browser reads them. */
export type User = {
  id: string;
  name: string;
  firstName: string;
  email: string;
  avatar: string | null;
  is_god: boolean;
  email_verified?: boolean;
  register_token: string | null;
};

export type Workspace = {
  id: string;
  name: string;
  domain: string | null;
  logo: string | null;
  logo_dark: string | null;
  primary_color: string | null;
  business_sector: string | null;
  currency_code: string | null;
  default_currency: string | null;
  is_subscribed: boolean;
  is_demo: boolean;
  payment_data: unknown;
  /** IANA zone where the workspace's "today" is measured (payments, reminders); default America/Santiago. */
  time_zone?: string;
  config?: { color?: string | null; logo?: string | null; currency?: string | null; workWith?: unknown } | null;
};

export type PlanLimits = { active_proposals: number | null; active_portals: number | null };

export type Subscription = {
  status: string;
  status_description: string | null;
  current_period_start: string | null;
  current_period_end: string | null;
  card: unknown;
  plan: { id: string; name: string; limits?: PlanLimits | null } | null;
  incomes: unknown;
};

export type Account = {
  user: User;
  workspace: Workspace | null;
  role: Role | null;
  subscription: Subscription | null;
  modules: string[];
  redirect_step: RedirectStep;
};

export type TokenResponse = {
  success: boolean;
  handler?: string;
  token: { access_token: string; token_type: string; expires_at: string } | null;
  user: User;
  redirect_step?: RedirectStep;
  redirect_url?: string;
  register_token?: string | null;
};

export type AuthStrategy = 'password' | 'google';
