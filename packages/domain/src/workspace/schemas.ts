import { z } from 'zod';
import { CURRENCIES } from '../currencies.ts';
import { HEX_COLOR } from '../colors.ts';
import { timeZoneSchema } from '../payments/schemas.ts';

export const WORKSPACE_MESSAGES = {
  nameRequired: 'Ingresa el nombre de tu espacio de trabajo.',
  nameTooShort: 'El nombre debe tener al menos 2 caracteres.',
  nameTooLong: 'El nombre no puede superar los 60 caracteres.',
  nameTaken: 'Ese nombre ya está en uso. Prueba con otro.',
  nameAvailable: 'Nombre disponible.',
  currencyInvalid: 'Elige una moneda de la lista.',
  colorInvalid: 'El color debe tener el formato #RRGGBB.',
  sectorRequired: 'Elige el rubro de tu negocio.',
  hearRequired: 'Cuéntanos cómo nos conociste.',
  sizeRequired: 'Elige el tamaño de tu empresa.',
  urlInvalid: 'La dirección del archivo no es válida.',
  updated: 'Espacio de trabajo actualizado.',
} as const;

export const workspaceNameSchema = z
  .string({ error: WORKSPACE_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: WORKSPACE_MESSAGES.nameRequired, abort: true })
  .min(2, WORKSPACE_MESSAGES.nameTooShort)
  .max(60, WORKSPACE_MESSAGES.nameTooLong);

export const currencySchema = z.enum(CURRENCIES, { error: WORKSPACE_MESSAGES.currencyInvalid });
export const primaryColorSchema = z.string({ error: WORKSPACE_MESSAGES.colorInvalid }).regex(HEX_COLOR, WORKSPACE_MESSAGES.colorInvalid);

/** A stored file reference: an app-relative path (/api/files/…) or an absolute http(s) URL. */
export const fileUrlSchema = z
  .string({ error: WORKSPACE_MESSAGES.urlInvalid })
  .max(2048, WORKSPACE_MESSAGES.urlInvalid)
  .refine((v) => v.startsWith('/api/files/') || /^https?:\/\/[^\s]+$/.test(v), WORKSPACE_MESSAGES.urlInvalid);

export const checkWorkspaceSchema = z.object({ name: workspaceNameSchema });

export const workspaceConfigSchema = z.object({
  name: workspaceNameSchema,
  currency: currencySchema,
  primary_color: primaryColorSchema,
});
export type WorkspaceConfigInput = z.infer<typeof workspaceConfigSchema>;

export const workspaceUpdateSchema = z.object({
  name: workspaceNameSchema.optional(),
  primary_color: primaryColorSchema.optional(),
  currency_code: currencySchema.optional(),
  logo: fileUrlSchema.nullable().optional(),
  logo_dark: fileUrlSchema.nullable().optional(),
  /** IANA zone of the workspace's calendar days (payments, reminders). */
  time_zone: timeZoneSchema.optional(),
});
export type WorkspaceUpdateInput = z.infer<typeof workspaceUpdateSchema>;

/**
 * A workspace's domain: its name lower-cased, accents dropped, non-alphanumerics collapsed to '-'.
 * Unique across Trato; the server appends nothing — a taken domain means the name is taken.
 */
export function workspaceDomain(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}
