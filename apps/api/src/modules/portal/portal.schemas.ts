import { z } from 'zod';
import { newPasswordSchema } from '@trato/domain/auth/schemas';
import { pageSchema } from '@trato/domain/pagination';
import { PORTAL_MESSAGES as M } from '@trato/domain/portal/messages';

const ID = 'Identificador inválido.';
export const idParams = z.object({ id: z.uuid({ error: ID }) });
const optionalProject = z.uuid({ error: ID }).optional();

export const projectsQuery = z.object({
  page: pageSchema,
  perPage: z.coerce.number({ error: 'perPage debe ser un número entre 1 y 50.' }).int().min(1, 'perPage debe ser un número entre 1 y 50.').max(50, 'perPage debe ser un número entre 1 y 50.').default(10),
  response: z.enum(['simple', 'full'], { error: 'response debe ser simple.' }).optional(),
  project_id: optionalProject,
});

export const projectQuery = z.object({ include: z.string().max(200).optional(), type: z.string().max(20).optional() });

export const currentProjectQuery = z.object({ project_id: optionalProject });

export const quoteBody = z.object({
  service_ids: z.array(z.uuid({ error: M.servicesUnknown }), { error: M.servicesRequired }).min(1, M.servicesRequired).max(20, M.servicesUnknown),
  project_id: optionalProject,
});

export const passwordBody = z.object({
  password: newPasswordSchema,
  current_password: z.string().max(128).optional(),
});

export const readBody = z.object({ ids: z.array(z.uuid({ error: ID })).max(200).optional() }).nullish();
