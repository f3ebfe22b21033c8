-- «Pagar todo lo pendiente», disputes and partial refunds (issue 31, docs/decisions/0075).
-- checkout_batches: one checkout for several payments of a project; its id is the provider's
-- reference. No foreign key to payments (a plan save rewrites them, decision 0070).
-- online_charges: one provider charge may pay several payments, so unique per (provider, ref,
-- payment); the refunded amount of a partial refund, the state held during a dispute, why a charge
-- was reversed, and the batch it paid through.
CREATE TABLE "checkout_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"currency" text NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "online_charges_provider_ref_idx";--> statement-breakpoint
ALTER TABLE "online_charges" ADD COLUMN "refunded_minor" bigint;--> statement-breakpoint
ALTER TABLE "online_charges" ADD COLUMN "held_status" text;--> statement-breakpoint
ALTER TABLE "online_charges" ADD COLUMN "reversal" text;--> statement-breakpoint
ALTER TABLE "online_charges" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "checkout_batches" ADD CONSTRAINT "checkout_batches_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_batches_project_idx" ON "checkout_batches" USING btree ("workspace_id","project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_charges_provider_ref_payment_idx" ON "online_charges" USING btree ("provider","provider_ref","payment_id");
--> statement-breakpoint
-- Tenant isolation on PostgreSQL like every table with a workspace_id (migrations 0014, 0016, 0021).
ALTER TABLE "checkout_batches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY workspace_isolation ON "checkout_batches"
  USING ((SELECT trato_scope_is_system()) OR workspace_id = (SELECT trato_scope_workspace()))
  WITH CHECK ((SELECT trato_scope_is_system()) OR workspace_id = (SELECT trato_scope_workspace()));
