import { z } from 'zod';
import type { SameType } from '../openapi/same-type.ts';
import { currencyRateSchema } from '../payments/dto-schemas.ts';
import type { WorkspaceDto } from './dto.ts';

/** Response schemas of the workspace settings and sign-up steps (docs/decisions/0046). */

export const workspaceSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    domain: z.string(),
    logo: z.string().nullable(),
    logo_dark: z.string().nullable(),
    primary_color: z.string(),
    business_sector: z.string().nullable(),
    currency_code: z.string().nullable(),
    default_currency: z.string().nullable(),
    is_subscribed: z.boolean(),
    is_demo: z.boolean(),
    payment_data: z.record(z.string(), z.unknown()),
    time_zone: z.string().describe('Zona IANA de los días del espacio (pagos, recordatorios).'),
    config: z.object({ color: z.string(), logo: z.string().nullable(), currency: z.string().nullable(), workWith: z.array(z.string()) }),
  })
  .meta({ id: 'Workspace' });
export const workspaceMatches: SameType<z.infer<typeof workspaceSchema>, WorkspaceDto> = true;

/** The sign-up steps' older envelope: `{ result: Workspace }` (POST /v1/organization and its PUT/upload). */
export const organizationSchema = z.object({ result: workspaceSchema });


/** PUT /v1/currencies: the Workspace after `{ currency }`, the conversion table after `{ rates }`. */
export const currenciesUpdateResultSchema = z.object({ data: z.union([workspaceSchema, z.array(currencyRateSchema)]) });
