import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../billing/dto.ts';
import { isoDateTime } from '../openapi/common.ts';
import type { SameType } from '../openapi/same-type.ts';
import { ROLES } from '../workspace/roles.ts';
import type {
  AccessTokenDto,
  AccountDto,
  AccountSubscriptionDto,
  AuthorizationUrlDto,
  AuthProvidersDto,
  GoogleSignedInDto,
  LoginDto,
  PendingVerificationDto,
  RegisterCheckDto,
  RegisteredDto,
  RegisterResumeDto,
  SignedInDto,
  SuccessMessageDto,
  UserDto,
  WorkspaceNameCheckDto,
} from './dto.ts';
import { workspaceSchema } from '../workspace/dto-schemas.ts';

/** Response schemas of staff sign-up, sign-in and the own account (docs/decisions/0046). */

const REDIRECT_STEPS = ['survey', 'config', 'done'] as const;
const redirectStep = z.enum(REDIRECT_STEPS).describe('Paso del registro donde debe seguir: survey, config o done.');

export const userSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    firstName: z.string(),
    email: z.string(),
    avatar: z.string().nullable(),
    is_god: z.boolean(),
    email_verified: z.boolean(),
    register_token: z.string().nullable(),
  })
  .meta({ id: 'User' });
export const userMatches: SameType<z.infer<typeof userSchema>, UserDto> = true;


export const accountSubscriptionSchema = z
  .object({
    status: z.enum(SUBSCRIPTION_STATUSES),
    status_description: z.string(),
    current_period_start: isoDateTime,
    current_period_end: isoDateTime.nullable(),
    card: z.object({ brand: z.string(), last4: z.string(), exp_month: z.number().int().nullable(), exp_year: z.number().int().nullable() }).nullable(),
    plan: z.object({
      id: z.string(),
      name: z.string(),
      limits: z.object({ active_proposals: z.number().int().nullable(), active_portals: z.number().int().nullable() }).describe('null = sin límite.'),
    }),
    incomes: z.null(),
  })
  .meta({ id: 'AccountSubscription' });
export const accountSubscriptionMatches: SameType<z.infer<typeof accountSubscriptionSchema>, AccountSubscriptionDto> = true;

export const accountSchema = z
  .object({
    user: userSchema,
    workspace: workspaceSchema.nullable(),
    role: z.enum(ROLES).nullable(),
    subscription: accountSubscriptionSchema.nullable(),
    modules: z.array(z.string()),
    redirect_step: redirectStep,
  })
  .meta({ id: 'Account' });
export const accountMatches: SameType<z.infer<typeof accountSchema>, AccountDto> = true;

export const accessTokenSchema = z
  .object({ access_token: z.string(), token_type: z.literal('Bearer'), expires_at: isoDateTime })
  .meta({ id: 'AccessToken' });
export const accessTokenMatches: SameType<z.infer<typeof accessTokenSchema>, AccessTokenDto> = true;

const signedInShape = {
  success: z.literal(true),
  handler: z.enum(['redirect_dashboard', 'resubscribe']),
  token: accessTokenSchema,
  user: userSchema,
  workspace: workspaceSchema.nullable(),
  redirect_step: redirectStep,
};

export const signedInSchema = z
  .object({ ...signedInShape, redirect_url: z.string().optional().describe('Con handler resubscribe: la página de planes.') })
  .meta({ id: 'SignedIn' });
export const signedInMatches: SameType<z.infer<typeof signedInSchema>, SignedInDto> = true;

export const googleSignedInSchema = z
  .object({ ...signedInShape, strategy: z.literal('google'), is_new: z.boolean(), redirect_url: z.string() })
  .meta({ id: 'GoogleSignedIn' });
export const googleSignedInMatches: SameType<z.infer<typeof googleSignedInSchema>, GoogleSignedInDto> = true;

export const pendingVerificationSchema = z
  .object({ success: z.literal(true), redirect_url: z.string(), register_token: z.string(), user: userSchema })
  .meta({ id: 'PendingVerification' });
export const pendingVerificationMatches: SameType<z.infer<typeof pendingVerificationSchema>, PendingVerificationDto> = true;

export const loginResponseSchema = z.union([signedInSchema, pendingVerificationSchema]);
export const loginResponseMatches: SameType<z.infer<typeof loginResponseSchema>, LoginDto> = true;

export const registerCheckSchema = z
  .object({ success: z.literal(true), registerToken: z.string(), redirect_url: z.string() })
  .meta({ id: 'RegisterCheck' });
export const registerCheckMatches: SameType<z.infer<typeof registerCheckSchema>, RegisterCheckDto> = true;

export const registeredSchema = z
  .object({ success: z.literal(true), strategy: z.literal('password'), user: userSchema, register_token: z.string(), redirect_url: z.string() })
  .meta({ id: 'Registered' });
export const registeredMatches: SameType<z.infer<typeof registeredSchema>, RegisteredDto> = true;

export const registerResumeSchema = z
  .object({
    success: z.literal(true),
    strategy: z.enum(['password', 'google']),
    token: z.null(),
    redirect_step: z.literal('verify'),
    user: userSchema,
    workspace: z.null(),
    register_token: z.string(),
  })
  .meta({ id: 'RegisterResume' });
export const registerResumeMatches: SameType<z.infer<typeof registerResumeSchema>, RegisterResumeDto> = true;

export const workspaceNameCheckSchema = z
  .object({ valid: z.boolean(), domain: z.string(), message: z.string() })
  .meta({ id: 'WorkspaceNameCheck' });
export const workspaceNameCheckMatches: SameType<z.infer<typeof workspaceNameCheckSchema>, WorkspaceNameCheckDto> = true;

export const authProvidersSchema = z.object({ google: z.boolean() }).meta({ id: 'AuthProviders' });
export const authProvidersMatches: SameType<z.infer<typeof authProvidersSchema>, AuthProvidersDto> = true;

export const authorizationUrlSchema = z.object({ url: z.string() }).meta({ id: 'AuthorizationUrl' });
export const authorizationUrlMatches: SameType<z.infer<typeof authorizationUrlSchema>, AuthorizationUrlDto> = true;

export const successMessageSchema = z.object({ success: z.literal(true), message: z.string() }).meta({ id: 'SuccessMessage' });
export const successMessageMatches: SameType<z.infer<typeof successMessageSchema>, SuccessMessageDto> = true;
