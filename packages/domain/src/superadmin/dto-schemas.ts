import { z } from 'zod';
import { planLimitsSchema } from '../billing/dto.ts';
import { isoDateTime } from '../openapi/common.ts';
import { paymentStateSchema } from '../payments/state-schema.ts';
import type { SameType } from '../openapi/same-type.ts';
import type {
  Diagnostics,
  StorageCheck,
  SuperadminActionResult,
  SuperadminCommentRow,
  SuperadminCustomerRow,
  SuperadminList,
  SuperadminPage,
  SuperadminPaymentRow,
  SuperadminPlans,
  SuperadminProjectRow,
  SuperadminServiceRow,
  SuperadminUserRow,
  SuperadminWorkspaceRow,
  TestEmail,
} from './superadmin.ts';

/** Response schemas of the operator's area, one per type of ./superadmin.ts (docs/decisions/0046). */

const ref = z.object({ id: z.string(), name: z.string() });

export const superadminUserSchema = z
  .object({ id: z.string(), name: z.string(), email: z.string(), is_god: z.boolean(), email_verified: z.boolean(), workspaces: z.number().int(), created_at: isoDateTime })
  .meta({ id: 'SuperadminUser' });
export const superadminUserMatches: SameType<z.infer<typeof superadminUserSchema>, SuperadminUserRow> = true;

export const superadminCustomerSchema = z
  .object({ id: z.string(), name: z.string(), email: z.string(), company: z.string(), workspace: ref, created_at: isoDateTime })
  .meta({ id: 'SuperadminCustomer' });
export const superadminCustomerMatches: SameType<z.infer<typeof superadminCustomerSchema>, SuperadminCustomerRow> = true;

export const superadminWorkspaceSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    domain: z.string(),
    is_demo: z.boolean(),
    yours: z.boolean().describe('Quien pregunta pertenece a este espacio (no puede desactivarlo).'),
    plan: ref.nullable(),
    subscription: z.object({ status: z.string(), source: z.string() }).nullable(),
    disabled_at: isoDateTime.nullable(),
    members: z.number().int(),
    usage: z.object({ active_proposals: z.number().int(), active_portals: z.number().int() }),
    limits: planLimitsSchema.nullable(),
    created_at: isoDateTime,
  })
  .meta({ id: 'SuperadminWorkspace' });
export const superadminWorkspaceMatches: SameType<z.infer<typeof superadminWorkspaceSchema>, SuperadminWorkspaceRow> = true;

export const superadminPaymentSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    amount: z.string(),
    currency: z.string(),
    status: z.string(),
    state: paymentStateSchema,
    due_at: isoDateTime.nullable(),
    paid_at: isoDateTime.nullable(),
    project: ref,
    workspace: ref,
    created_at: isoDateTime,
  })
  .meta({ id: 'SuperadminPayment' });
export const superadminPaymentMatches: SameType<z.infer<typeof superadminPaymentSchema>, SuperadminPaymentRow> = true;

/** A row of the projects (portals) and of the proposals lists. */
export const superadminProjectSchema = z
  .object({ id: z.string(), name: z.string(), status: z.string(), workspace: ref, created_at: isoDateTime })
  .meta({ id: 'SuperadminProject' });
export const superadminProjectMatches: SameType<z.infer<typeof superadminProjectSchema>, SuperadminProjectRow> = true;

export const superadminCommentSchema = z
  .object({
    id: z.string(),
    body: z.string().describe('Los primeros 300 caracteres.'),
    author_name: z.string(),
    author_email: z.string().nullable(),
    deleted: z.boolean(),
    project: ref,
    workspace: ref,
    created_at: isoDateTime,
  })
  .meta({ id: 'SuperadminComment' });
export const superadminCommentMatches: SameType<z.infer<typeof superadminCommentSchema>, SuperadminCommentRow> = true;

export const superadminServiceSchema = z
  .object({ id: z.string(), name: z.string(), type: z.string(), total: z.string(), workspace: ref, created_at: isoDateTime })
  .meta({ id: 'SuperadminService' });
export const superadminServiceMatches: SameType<z.infer<typeof superadminServiceSchema>, SuperadminServiceRow> = true;

/** GET /v1/superadmin?list=…: the rows are those of the asked list (users, customers, workspaces…). */
export const superadminPageSchema = z
  .object({
    data: z.array(
      z.union([
        superadminUserSchema,
        superadminCustomerSchema,
        superadminWorkspaceSchema,
        superadminPaymentSchema,
        superadminProjectSchema,
        superadminCommentSchema,
        superadminServiceSchema,
      ]),
    ),
    meta: z.object({ total: z.number().int(), page: z.number().int(), per_page: z.number().int(), last_page: z.number().int() }),
  })
  .meta({ id: 'SuperadminPage' });
export const superadminPageMatches: SameType<z.infer<typeof superadminPageSchema>, SuperadminPage<SuperadminList>> = true;

export const superadminActionResultSchema = z
  .object({ data: superadminWorkspaceSchema, message: z.string() })
  .meta({ id: 'SuperadminActionResult' });
export const superadminActionResultMatches: SameType<z.infer<typeof superadminActionResultSchema>, SuperadminActionResult> = true;

export const superadminPlansSchema = z
  .object({
    mode: z.enum(['self_hosted', 'hosted']),
    plans: z.array(z.object({ id: z.string(), name: z.string(), is_public: z.boolean(), limits: planLimitsSchema })),
  })
  .meta({ id: 'SuperadminPlans' });
export const superadminPlansMatches: SameType<z.infer<typeof superadminPlansSchema>, SuperadminPlans> = true;

const instant = isoDateTime.nullable();
export const diagnosticsSchema = z
  .object({
    version: z.string(),
    database: z.object({ kind: z.enum(['pglite', 'postgres']), migration: z.string().nullable(), applied: z.number().int(), known: z.number().int() }),
    storage: z.object({ driver: z.enum(['local', 's3']) }),
    mail: z.object({ smtp: z.boolean() }),
    outbox: z.object({ pending: z.number().int(), failed: z.number().int(), oldest_pending_seconds: z.number().int().nullable() }),
    jobs: z.array(z.object({ name: z.string(), last_started_at: instant, last_finished_at: instant, last_error: z.string().nullable(), next_run_at: instant })),
  })
  .meta({ id: 'Diagnostics' });
export const diagnosticsMatches: SameType<z.infer<typeof diagnosticsSchema>, Diagnostics> = true;

export const storageCheckSchema = z
  .object({
    ok: z.boolean(),
    driver: z.enum(['local', 's3']),
    steps: z.array(z.object({ step: z.enum(['write', 'read', 'delete']), ok: z.boolean(), ms: z.number().int(), error: z.string().nullable() })),
  })
  .meta({ id: 'StorageCheck' });
export const storageCheckMatches: SameType<z.infer<typeof storageCheckSchema>, StorageCheck> = true;

export const testEmailSchema = z.object({ outbox_id: z.string(), to: z.string(), message: z.string() }).meta({ id: 'TestEmail' });
export const testEmailMatches: SameType<z.infer<typeof testEmailSchema>, TestEmail> = true;
