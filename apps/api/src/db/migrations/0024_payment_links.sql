-- Per-payment «Pagar» links (issue 31 §2, docs/decisions/0074): a random token mailed in a payment
-- reminder or copied by the staff opens that one payment without signing in. Only the token's
-- SHA-256 is stored. payment_id has no foreign key: saving a plan deletes and re-inserts its
-- payment rows (same ids), which would cascade the links away on every save.
CREATE TABLE "payment_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_token_hash_idx" ON "payment_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "payment_links_payment_idx" ON "payment_links" USING btree ("workspace_id","payment_id");
--> statement-breakpoint
-- Tenant isolation on PostgreSQL like every table with a workspace_id (migrations 0014, 0016, 0020,
-- 0021, decision 0053). The public read finds a link by its hash in the system scope, then narrows
-- the request to the link's workspace.
ALTER TABLE "payment_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY workspace_isolation ON "payment_links"
  USING ((SELECT trato_scope_is_system()) OR workspace_id = (SELECT trato_scope_workspace()))
  WITH CHECK ((SELECT trato_scope_is_system()) OR workspace_id = (SELECT trato_scope_workspace()));
