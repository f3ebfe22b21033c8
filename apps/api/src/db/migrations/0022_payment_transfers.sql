-- Bank transfers reported from the portal (issue 31 §2, docs/decisions/0071): one row per report,
-- in review until the provider confirms (the payment is paid) or rejects it with a reason.
-- payment_id has no foreign key: saving a plan rewrites its payment rows (as online_charges, 0021).
CREATE TABLE "payment_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"customer_id" uuid,
	"transferred_on" date NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"currency" text NOT NULL,
	"proof_upload_id" uuid,
	"status" text DEFAULT 'in_review' NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_transfers" ADD CONSTRAINT "payment_transfers_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transfers" ADD CONSTRAINT "payment_transfers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transfers" ADD CONSTRAINT "payment_transfers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transfers" ADD CONSTRAINT "payment_transfers_proof_upload_id_uploads_id_fk" FOREIGN KEY ("proof_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transfers" ADD CONSTRAINT "payment_transfers_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_transfers_payment_idx" ON "payment_transfers" USING btree ("workspace_id","payment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transfers_one_in_review_idx" ON "payment_transfers" USING btree ("payment_id") WHERE status = 'in_review';
--> statement-breakpoint
-- Tenant isolation on PostgreSQL like every table with a workspace_id (migrations 0014, 0016, 0020, 0021).
ALTER TABLE "payment_transfers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY workspace_isolation ON "payment_transfers"
  USING ((SELECT trato_scope_is_system()) OR workspace_id = (SELECT trato_scope_workspace()))
  WITH CHECK ((SELECT trato_scope_is_system()) OR workspace_id = (SELECT trato_scope_workspace()));
--> statement-breakpoint
-- The activity labels of packages/domain (ACTIVITY_LABELS) with the transfer entries added;
-- otherwise as migration 0020 (activity-search-text.test.ts holds the copy equal).
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
    WHEN 'payment.transfer_reported' THEN 'Informó una transferencia del pago'
    WHEN 'payment.transfer_rejected' THEN 'Rechazó la transferencia del pago'
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
UPDATE activities SET search_text = activity_search_text(type, data) WHERE type LIKE 'payment.transfer_%';
