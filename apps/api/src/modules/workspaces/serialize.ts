import type { WorkspaceDto } from '@trato/domain/workspace/dto';
import type { workspaces } from '../../db/schema/index.ts';

export type WorkspaceRow = typeof workspaces.$inferSelect;

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
