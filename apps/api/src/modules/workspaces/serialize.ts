import { z } from 'zod';
import type { workspaces } from '../../db/schema/index.ts';

export type WorkspaceRow = typeof workspaces.$inferSelect;

export const workspaceSchema = z.object({
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
  /** IANA zone of the workspace's calendar days (payments' "today", reminders). */
  time_zone: z.string(),
  config: z.object({
    color: z.string(),
    logo: z.string().nullable(),
    currency: z.string().nullable(),
    workWith: z.array(z.string()),
  }),
});
export type WorkspaceDto = z.infer<typeof workspaceSchema>;

export function serializeWorkspace(w: WorkspaceRow): WorkspaceDto {
  return {
    id: w.id,
    name: w.name,
    domain: w.domain,
    logo: w.logo,
    logo_dark: w.logoDark,
    primary_color: w.primaryColor,
    business_sector: w.businessSector,
    currency_code: w.currencyCode,
    default_currency: w.defaultCurrency,
    is_subscribed: w.isSubscribed,
    is_demo: w.isDemo,
    payment_data: w.paymentData,
    time_zone: w.timeZone,
    config: { color: w.primaryColor, logo: w.logo, currency: w.defaultCurrency, workWith: w.workWith },
  };
}
