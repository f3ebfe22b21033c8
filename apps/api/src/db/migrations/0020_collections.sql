-- Settings «Cobros» (issue 31 §1, docs/decisions/0067): the business identity and the payment
-- providers' credentials of a workspace (one row), and its bank accounts. Credentials are stored as
-- AES-256-GCM ciphertext only (modules/collections/credentials-cipher.ts).
CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"bank" text NOT NULL,
	"account_type" text NOT NULL,
	"number" text NOT NULL,
	"holder" text NOT NULL,
	"holder_tax_id" text NOT NULL,
	"proof_email" text NOT NULL,
	"currency_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_settings" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text,
	"tax_country" text,
	"tax_id" text,
	"address" text,
	"contact_email" text,
	"contact_phone" text,
	"mercadopago_credentials" text,
	"mercadopago_mode" text,
	"stripe_credentials" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_settings" ADD CONSTRAINT "collection_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_workspace_idx" ON "bank_accounts" USING btree ("workspace_id","created_at");
--> statement-breakpoint
-- Tenant isolation on PostgreSQL like every table with a workspace_id (migrations 0014 and 0016,
-- decision 0053): the request's scope is read once per statement.
ALTER TABLE "bank_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY workspace_isolation ON "bank_accounts"
  USING ((SELECT trato_scope_is_system()) OR workspace_id = (SELECT trato_scope_workspace()))
  WITH CHECK ((SELECT trato_scope_is_system()) OR workspace_id = (SELECT trato_scope_workspace()));--> statement-breakpoint
ALTER TABLE "collection_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY workspace_isolation ON "collection_settings"
  USING ((SELECT trato_scope_is_system()) OR workspace_id = (SELECT trato_scope_workspace()))
  WITH CHECK ((SELECT trato_scope_is_system()) OR workspace_id = (SELECT trato_scope_workspace()));
--> statement-breakpoint
-- The activity labels of packages/domain (ACTIVITY_LABELS) with the settings «Cobros» changes added;
-- otherwise as migration 0019 (activity-search-text.test.ts holds the copy equal).
CREATE OR REPLACE FUNCTION activity_search_text(t text, d jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE t
    WHEN 'project.created' THEN 'Creó el portal'
    WHEN 'project.updated' THEN 'Actualizó el portal'
    WHEN 'project.published' THEN 'Publicó el portal'
    WHEN 'project.finished' THEN 'Finalizó el portal'
    WHEN 'project.reactivated' THEN 'Reactivó el portal'
    WHEN 'project.duplicated' THEN 'Duplicó el portal'
    WHEN 'project.deleted' THEN 'Movió el portal a la papelera'
    WHEN 'project.recovered' THEN 'Recuperó el portal'
    WHEN 'project.access_sent' THEN 'Envió el acceso al portal por correo'
    WHEN 'stage.created' THEN 'Agregó la etapa'
    WHEN 'stage.updated' THEN 'Actualizó la etapa'
    WHEN 'stage.deleted' THEN 'Eliminó la etapa'
    WHEN 'payment.paid' THEN 'Marcó como pagado'
    WHEN 'payment.pending' THEN 'Marcó como pendiente'
    WHEN 'payment.added' THEN 'Agregó el pago'
    WHEN 'payment.updated' THEN 'Editó el pago'
    WHEN 'payment.removed' THEN 'Eliminó el pago'
    WHEN 'payment.reminder_sent' THEN 'Envió un recordatorio del pago'
    WHEN 'file.uploaded' THEN 'Subió el archivo'
    WHEN 'file.deleted' THEN 'Eliminó el archivo'
    WHEN 'proposal.created' THEN 'Creó la cotización'
    WHEN 'proposal.updated' THEN 'Actualizó la cotización'
    WHEN 'proposal.finished' THEN 'Terminó la cotización'
    WHEN 'proposal.sent' THEN 'Envió la cotización'
    WHEN 'proposal.status_changed' THEN 'Cambió el estado de la cotización'
    WHEN 'proposal.duplicated' THEN 'Duplicó la cotización'
    WHEN 'proposal.deleted' THEN 'Movió la cotización a la papelera'
    WHEN 'proposal.recovered' THEN 'Recuperó la cotización'
    WHEN 'services.quote_requested' THEN 'Pidió cotizar'
    WHEN 'collections.identity_updated' THEN 'Actualizó los datos del negocio para cobrar'
    WHEN 'collections.bank_account_added' THEN 'Agregó la cuenta bancaria'
    WHEN 'collections.bank_account_updated' THEN 'Editó la cuenta bancaria'
    WHEN 'collections.bank_account_removed' THEN 'Eliminó la cuenta bancaria'
    WHEN 'collections.provider_connected' THEN 'Conectó el medio de pago'
    WHEN 'collections.provider_replaced' THEN 'Reemplazó las credenciales del medio de pago'
    WHEN 'collections.provider_removed' THEN 'Desconectó el medio de pago'
    ELSE 'Registró una actividad'
  END || coalesce(' «' || coalesce(nullif(d ->> 'name', ''), nullif(d ->> 'stage_name', ''), nullif(d ->> 'payment_name', ''),
    nullif(d ->> 'file_name', ''), nullif(d ->> 'original_name', ''),
    CASE WHEN jsonb_typeof(d -> 'services') = 'array'
      THEN nullif(array_to_string(ARRAY(SELECT e FROM jsonb_array_elements_text(d -> 'services') AS e WHERE e <> ''), ', '), '') END) || '»', '') $$;
--> statement-breakpoint
-- No row of the new types can predate this migration; recomputed anyway so the stored text always
-- follows the function (the trigger of 0011 writes the same).
UPDATE activities SET search_text = activity_search_text(type, data) WHERE type LIKE 'collections.%';
