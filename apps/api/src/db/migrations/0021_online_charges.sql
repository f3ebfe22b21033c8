-- Online charges (issue 31 §3, docs/decisions/0070): what each provider charge (a Mercado Pago
-- payment, a Stripe Checkout Session) did to a Trato payment, one row per charge and provider, so a
-- webhook delivered twice, late or at the same time applies once.
-- payment_id has no foreign key: saving a plan rewrites its payment rows, the charges stay.
CREATE TABLE "online_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"provider_intent" text,
	"status" text NOT NULL,
	"amount_minor" bigint,
	"currency" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "online_charges" ADD CONSTRAINT "online_charges_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_charges_provider_ref_idx" ON "online_charges" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "online_charges_intent_idx" ON "online_charges" USING btree ("provider","provider_intent");--> statement-breakpoint
CREATE INDEX "online_charges_payment_idx" ON "online_charges" USING btree ("workspace_id","payment_id");
--> statement-breakpoint
-- Tenant isolation on PostgreSQL like every table with a workspace_id (migrations 0014, 0016, 0020,
-- decision 0053).
ALTER TABLE "online_charges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY workspace_isolation ON "online_charges"
  USING ((SELECT trato_scope_is_system()) OR workspace_id = (SELECT trato_scope_workspace()))
  WITH CHECK ((SELECT trato_scope_is_system()) OR workspace_id = (SELECT trato_scope_workspace()));
