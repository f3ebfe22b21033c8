-- Numbered receipts (issue 31 §3, docs/decisions/0072): one frozen receipt per time a portal payment
-- becomes paid, numbered per workspace without gaps (receipt_counters, locked by the issuing
-- transaction), voided (kept, number never reused) when the payment goes back to pending.
-- payment_id has no foreign key: saving a plan rewrites its payment rows, the receipts stay.
CREATE TABLE "receipt_counters" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"payment_name" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"provider_ref" text,
	"paid_at" timestamp with time zone NOT NULL,
	"client_name" text NOT NULL,
	"project_name" text NOT NULL,
	"issuer" jsonb NOT NULL,
	"time_zone" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "receipt_counters" ADD CONSTRAINT "receipt_counters_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_workspace_number_idx" ON "receipts" USING btree ("workspace_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_live_payment_idx" ON "receipts" USING btree ("workspace_id","payment_id") WHERE voided_at is null;--> statement-breakpoint
CREATE INDEX "receipts_project_idx" ON "receipts" USING btree ("workspace_id","project_id","number");
--> statement-breakpoint
-- Tenant isolation on PostgreSQL like every table with a workspace_id (migrations 0014, 0016, 0020,
-- 0021, decision 0053).
ALTER TABLE "receipts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY workspace_isolation ON "receipts"
  USING ((SELECT trato_scope_is_system()) OR workspace_id = (SELECT trato_scope_workspace()))
  WITH CHECK ((SELECT trato_scope_is_system()) OR workspace_id = (SELECT trato_scope_workspace()));--> statement-breakpoint
ALTER TABLE "receipt_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY workspace_isolation ON "receipt_counters"
  USING ((SELECT trato_scope_is_system()) OR workspace_id = (SELECT trato_scope_workspace()))
  WITH CHECK ((SELECT trato_scope_is_system()) OR workspace_id = (SELECT trato_scope_workspace()));
