/**
 * A workspace as the API answers it (the settings screen, the sign-up steps): POST /v1/organization,
 * PUT /v1/organization/{id}, POST /v1/workspace/current, PUT /v1/workspace, PUT /v1/currencies.
 */
export type WorkspaceDto = {
  id: string;
  name: string;
  domain: string;
  logo: string | null;
  logo_dark: string | null;
  primary_color: string;
  business_sector: string | null;
  currency_code: string | null;
  default_currency: string | null;
  is_subscribed: boolean;
  is_demo: boolean;
  payment_data: Record<string, unknown>;
  /** IANA zone of the workspace's calendar days (payments' "today", reminders). */
  time_zone: string;
  /** The older names the sign-up screens read (SPEC §3): the same colour, logo and currency. */
  config: {
    color: string;
    logo: string | null;
    currency: string | null;
    workWith: string[];
  };
};
