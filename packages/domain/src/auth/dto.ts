import type { SubscriptionStatus } from '../billing/dto.ts';
import type { Role } from '../workspace/roles.ts';
import type { WorkspaceDto } from '../workspace/dto.ts';
import type { RedirectStep } from './register-session.ts';

/**
 * Wire shapes of staff sign-up, sign-in and the own account (docs/api/foundation.md). Zod-free, so
 * the browser may import them; their OpenAPI schemas are in ./dto-schemas.ts. Dates are ISO 8601
 * strings (UTC).
 */

/** How a staff account was created: with a password or with Google. */
export type AuthStrategy = 'password' | 'google';

/** The signed-in (or signing-up) person. */
export type UserDto = {
  id: string;
  name: string;
  /** The first word of the name, for greetings. */
  firstName: string;
  email: string;
  avatar: string | null;
  is_god: boolean;
  email_verified: boolean;
  /** Only while signing up: the token that resumes the sign-up; null otherwise. */
  register_token: string | null;
};

/** The workspace's subscription as the account carries it (SPEC §3 Account). */
export type AccountSubscriptionDto = {
  status: SubscriptionStatus;
  status_description: string;
  current_period_start: string;
  current_period_end: string | null;
  card: { brand: string; last4: string; exp_month: number | null; exp_year: number | null } | null;
  plan: { id: string; name: string; limits: { active_proposals: number | null; active_portals: number | null } };
  incomes: null;
};

/** POST /auth/user: the Account of SPEC §3. */
export type AccountDto = {
  user: UserDto;
  workspace: WorkspaceDto | null;
  role: Role | null;
  subscription: AccountSubscriptionDto | null;
  modules: string[];
  redirect_step: RedirectStep;
};

/** A staff bearer token. */
export type AccessTokenDto = { access_token: string; token_type: 'Bearer'; expires_at: string };

/**
 * Every staff sign-in that opens a session (login, email verification, accepting an invitation):
 * the token and what the browser needs to continue. `handler: 'resubscribe'` with `redirect_url`
 * sends an owner of a lapsed hosted subscription to the plans (decision 0019).
 */
export type SignedInDto = {
  success: true;
  handler: 'redirect_dashboard' | 'resubscribe';
  token: AccessTokenDto;
  user: UserDto;
  workspace: WorkspaceDto | null;
  redirect_step: RedirectStep;
  redirect_url?: string;
};

/** POST /auth/google and its callback: a sign-in, plus whether the account was just created. */
export type GoogleSignedInDto = Omit<SignedInDto, 'redirect_url'> & { strategy: 'google'; is_new: boolean; redirect_url: string };

/** POST /auth/login with a right password on an unconfirmed address: no session, back to the sign-up's verification. */
export type PendingVerificationDto = { success: true; redirect_url: string; register_token: string; user: UserDto };

/** POST /auth/login */
export type LoginDto = SignedInDto | PendingVerificationDto;

/** POST /auth/register/check: the address is free; the token carries it to the sign-up form. */
export type RegisterCheckDto = { success: true; registerToken: string; redirect_url: string };

/** POST /auth/register (201) */
export type RegisteredDto = { success: true; strategy: 'password'; user: UserDto; register_token: string; redirect_url: string };

/** POST /auth/register/redirect: resumes a sign-up at its verification step (never a session). */
export type RegisterResumeDto = {
  success: true;
  strategy: AuthStrategy;
  token: null;
  redirect_step: 'verify';
  user: UserDto;
  workspace: null;
  register_token: string;
};

/** POST /auth/register/check-workspace: whether the name's domain is free. */
export type WorkspaceNameCheckDto = { valid: boolean; domain: string; message: string };

/** GET /auth/providers: the sign-in providers this installation offers. */
export type AuthProvidersDto = { google: boolean };

/** The identity provider's page to send the browser to (Google code flow). */
export type AuthorizationUrlDto = { url: string };

/** An action done, with the sentence to show (logout, emails sent, password reset, revocations). */
export type SuccessMessageDto = { success: true; message: string };
