import { z } from 'zod';
import type { PaginationMeta } from '../pagination.ts';
import type { PaymentState } from '../payments/overdue.ts';

/** The lists of the superadmin area (GET /v1/superadmin?list=…), in tab order. */
export const SUPERADMIN_LISTS = ['users', 'customers', 'workspaces', 'payments', 'projects', 'proposals', 'comments', 'services'] as const;
export type SuperadminList = (typeof SUPERADMIN_LISTS)[number];

/** Tab titles of the lists. */
export const SUPERADMIN_LIST_LABELS: Record<SuperadminList, string> = {
  users: 'Usuarios',
  customers: 'Clientes',
  workspaces: 'Espacios',
  payments: 'Pagos',
  projects: 'Portales',
  proposals: 'Cotizaciones',
  comments: 'Comentarios',
  services: 'Servicios',
};

/** Rows per page of every superadmin list. */
export const SUPERADMIN_PAGE_SIZE = 20;

export const SUPERADMIN_MESSAGES = {
  forbidden: 'Solo el administrador de la instancia puede entrar aquí.',
  unknownList: `Elige una de estas listas: ${SUPERADMIN_LISTS.join(', ')}.`,
  unknownAction: 'Acción desconocida: usa assign_plan, disable_workspace o enable_workspace.',
  workspaceId: 'Indica el espacio de trabajo (workspace_id).',
  planId: 'Indica el plan (plan_id).',
  searchTooLong: 'La búsqueda puede tener hasta 100 caracteres.',
  workspaceNotFound: 'No encontramos ese espacio de trabajo.',
  planNotFound: 'No encontramos ese plan.',
  hostedPlans: 'Esta instancia cobra con Stripe: cada espacio elige y paga su plan en Facturación.',
  ownWorkspace: 'No puedes desactivar tu propio espacio de trabajo.',
  workspaceDisabled: 'Este espacio de trabajo está desactivado. Escribe al administrador de la instancia.',
  planAssigned: (plan: string, workspace: string) => `Plan ${plan} asignado a ${workspace}.`,
  disabled: (workspace: string) => `${workspace} quedó desactivado.`,
  enabled: (workspace: string) => `${workspace} quedó activo de nuevo.`,
  testEmailQueued: (to: string) => `Correo de prueba en camino a ${to}.`,
} as const;

const uuid = (message: string) => z.uuid({ error: message });

/** POST /v1/superadmin: one action per call. */
export const superadminActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('assign_plan'), workspace_id: uuid(SUPERADMIN_MESSAGES.workspaceId), plan_id: z.string({ error: SUPERADMIN_MESSAGES.planId }).min(1, SUPERADMIN_MESSAGES.planId).max(60, SUPERADMIN_MESSAGES.planId) }),
    z.object({ action: z.literal('disable_workspace'), workspace_id: uuid(SUPERADMIN_MESSAGES.workspaceId) }),
    z.object({ action: z.literal('enable_workspace'), workspace_id: uuid(SUPERADMIN_MESSAGES.workspaceId) }),
  ],
  { error: SUPERADMIN_MESSAGES.unknownAction },
);
export type SuperadminAction = z.infer<typeof superadminActionSchema>;

type Ref = { id: string; name: string };

export type SuperadminUserRow = { id: string; name: string; email: string; is_god: boolean; email_verified: boolean; workspaces: number; created_at: string };
export type SuperadminCustomerRow = { id: string; name: string; email: string; company: string; workspace: Ref; created_at: string };
export type SuperadminWorkspaceRow = {
  id: string;
  name: string;
  domain: string;
  is_demo: boolean;
  /** The asking superadmin belongs to it (so cannot disable it). */
  yours: boolean;
  plan: Ref | null;
  subscription: { status: string; source: string } | null;
  disabled_at: string | null;
  members: number;
  usage: { active_proposals: number; active_portals: number };
  limits: { active_proposals: number | null; active_portals: number | null } | null;
  created_at: string;
};
/** `state`: paymentState on its workspace's today (decision 0062). */
export type SuperadminPaymentRow = { id: string; name: string; amount: string; currency: string; status: string; state: PaymentState; due_at: string | null; paid_at: string | null; project: Ref; workspace: Ref; created_at: string };
export type SuperadminProjectRow = { id: string; name: string; status: string; workspace: Ref; created_at: string };
export type SuperadminCommentRow = { id: string; body: string; author_name: string; author_email: string | null; deleted: boolean; project: Ref; workspace: Ref; created_at: string };
export type SuperadminServiceRow = { id: string; name: string; type: string; total: string; workspace: Ref; created_at: string };

export type SuperadminRows = {
  users: SuperadminUserRow;
  customers: SuperadminCustomerRow;
  workspaces: SuperadminWorkspaceRow;
  payments: SuperadminPaymentRow;
  projects: SuperadminProjectRow;
  proposals: SuperadminProjectRow;
  comments: SuperadminCommentRow;
  services: SuperadminServiceRow;
};

/** POST /v1/superadmin: the workspace as the list shows it after the action, and what was done. */
export type SuperadminActionResult = { data: SuperadminWorkspaceRow; message: string };

export type SuperadminPage<L extends SuperadminList> = { data: SuperadminRows[L][]; meta: Pick<PaginationMeta, 'total' | 'per_page' | 'last_page'> & { page: number } };

/** GET /v1/superadmin/plans: every plan (also those not offered publicly) and how plans are chosen. */
export type SuperadminPlans = { mode: 'self_hosted' | 'hosted'; plans: (Ref & { is_public: boolean; limits: { active_proposals: number | null; active_portals: number | null } })[] };

export type DiagnosticsJob = { name: string; last_started_at: string | null; last_finished_at: string | null; last_error: string | null; next_run_at: string | null };

/** GET /v1/superadmin/diagnostics. */
export type Diagnostics = {
  version: string;
  database: { kind: 'pglite' | 'postgres'; migration: string | null; applied: number; known: number };
  storage: { driver: 'local' | 's3' };
  mail: { smtp: boolean };
  outbox: { pending: number; failed: number; oldest_pending_seconds: number | null };
  jobs: DiagnosticsJob[];
};

export type StorageCheckStep = { step: 'write' | 'read' | 'delete'; ok: boolean; ms: number; error: string | null };
/** POST /v1/superadmin/diagnostics/storage. */
export type StorageCheck = { ok: boolean; driver: 'local' | 's3'; steps: StorageCheckStep[] };

/** POST /v1/superadmin/diagnostics/email. */
export type TestEmail = { outbox_id: string; to: string; message: string };

export const STORAGE_STEP_LABELS: Record<StorageCheckStep['step'], string> = { write: 'Escribir', read: 'Leer', delete: 'Borrar' };
