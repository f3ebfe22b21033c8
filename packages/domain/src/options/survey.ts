import { z } from 'zod';
import { BUSINESS_SECTORS } from './business-sectors.ts';
import { WORKSPACE_MESSAGES } from '../workspace/schemas.ts';

/** How-did-you-hear options (SPEC §3): stored by value, shown by label. */
export const HEARD_FROM = [
  { value: 'google_search', label: 'Búsqueda en Google' },
  { value: 'google_ad', label: 'Anuncio en Google' },
  { value: 'recommendation', label: 'Recomendación' },
  { value: 'startup_program', label: 'Programa de startups' },
  { value: 'marketing_email', label: 'Correo de marketing' },
  { value: 'linkedin', label: 'LinkedIn' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'instagram', label: 'Instagram' },
  { value: 'tiktok', label: 'TikTok' },
  { value: 'social_ad', label: 'Anuncio en redes sociales' },
  { value: 'other', label: 'Otro' },
] as const;

/** Company size bands (SPEC §3). */
export const COMPANY_SIZES = [
  { value: '1', label: 'Solo yo' },
  { value: '2-5', label: '2 a 5 personas' },
  { value: '6-20', label: '6 a 20 personas' },
  { value: '21-100', label: '21 a 100 personas' },
  { value: '100+', label: 'Más de 100 personas' },
] as const;

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

export const surveySchema = z.object({
  business_sector: z
    .string({ error: WORKSPACE_MESSAGES.sectorRequired })
    .refine((v) => (BUSINESS_SECTORS as readonly string[]).includes(v), WORKSPACE_MESSAGES.sectorRequired),
  how_did_you_hear: z.enum(values(HEARD_FROM), { error: WORKSPACE_MESSAGES.hearRequired }),
  company_size: z.enum(values(COMPANY_SIZES), { error: WORKSPACE_MESSAGES.sizeRequired }),
});
export type SurveyInput = z.infer<typeof surveySchema>;
