-- Issue 13 (scale): indexes for the live lists newest first and for calendar windows over stages, and
-- payment_day_totals kept by triggers (docs/decisions/0035-scale-indexes-and-rollups.md).
CREATE TABLE "payment_day_totals" (
	"workspace_id" uuid NOT NULL,
	"owner_type" text NOT NULL,
	"day" date,
	"currency" text NOT NULL,
	"paid" boolean NOT NULL,
	"n" integer NOT NULL,
	"amount" numeric NOT NULL,
	CONSTRAINT "payment_day_totals_group" UNIQUE NULLS NOT DISTINCT("workspace_id","owner_type","day","currency","paid")
);
--> statement-breakpoint
ALTER TABLE "payment_day_totals" ADD CONSTRAINT "payment_day_totals_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_live_created_idx" ON "projects" USING btree ("workspace_id","type","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "projects_live_status_created_idx" ON "projects" USING btree ("workspace_id","type","status","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "stages_workspace_last_day_idx" ON "stages" USING btree ("workspace_id",coalesce(end_date, start_date));--> statement-breakpoint
CREATE INDEX "projects_accepted_at_idx" ON "projects" USING btree ("workspace_id","accepted_at") WHERE type = 'proposal' and status = 'ACCEPTED' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "projects_sent_valid_until_idx" ON "projects" USING btree ("workspace_id","valid_until_at") WHERE type = 'proposal' and status = 'SENT' and deleted_at is null;
--> statement-breakpoint
-- Which owner type a proposal/portal's payments count under, or null when they are not visible
-- (the rule of apps/api/src/modules/payments/payments.scope.ts visibleOwner).
CREATE OR REPLACE FUNCTION payment_owner_kind(p_type text, p_status text, p_deleted_at timestamptz) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN p_deleted_at IS NOT NULL THEN NULL
    WHEN p_type = 'project' AND p_status IN ('active', 'finished') THEN 'project'
    WHEN p_type = 'proposal' AND p_status IN ('DRAFT', 'SENT') THEN 'proposal' END $$;
--> statement-breakpoint
-- One statement's payments in and out, set-based over its transition tables (a seed of a million
-- rows is one pass), under their owner's type as it is now.
CREATE OR REPLACE FUNCTION payments_day_totals_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO payment_day_totals AS t (workspace_id, owner_type, day, currency, paid, n, amount)
    SELECT r.workspace_id, payment_owner_kind(p.type, p.status, p.deleted_at), (r.due_at AT TIME ZONE 'UTC')::date, r.amount_type, r.status = 'paid', -count(*), -sum(r.amount)
    FROM removed r JOIN projects p ON p.id = r.project_id AND p.workspace_id = r.workspace_id
    WHERE payment_owner_kind(p.type, p.status, p.deleted_at) IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT payment_day_totals_group DO UPDATE SET n = t.n + excluded.n, amount = t.amount + excluded.amount;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO payment_day_totals AS t (workspace_id, owner_type, day, currency, paid, n, amount)
    SELECT r.workspace_id, payment_owner_kind(p.type, p.status, p.deleted_at), (r.due_at AT TIME ZONE 'UTC')::date, r.amount_type, r.status = 'paid', count(*), sum(r.amount)
    FROM added r JOIN projects p ON p.id = r.project_id AND p.workspace_id = r.workspace_id
    WHERE payment_owner_kind(p.type, p.status, p.deleted_at) IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT payment_day_totals_group DO UPDATE SET n = t.n + excluded.n, amount = t.amount + excluded.amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_day_totals_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION payments_day_totals_trigger();
--> statement-breakpoint
CREATE TRIGGER payments_day_totals_update AFTER UPDATE ON payments REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION payments_day_totals_trigger();
--> statement-breakpoint
CREATE TRIGGER payments_day_totals_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION payments_day_totals_trigger();
--> statement-breakpoint
-- A proposal/portal whose visibility or type changes moves all its payments between groups; one
-- deleted takes them out first (its payments then go by cascade, when it no longer joins).
CREATE OR REPLACE FUNCTION projects_day_totals_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  was text := payment_owner_kind(OLD.type, OLD.status, OLD.deleted_at);
  now_kind text := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE payment_owner_kind(NEW.type, NEW.status, NEW.deleted_at) END;
BEGIN
  -- A whole workspace being deleted takes its totals with it (cascade): nothing to move.
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM workspaces w WHERE w.id = OLD.workspace_id) THEN
    RETURN OLD;
  END IF;
  IF was IS DISTINCT FROM now_kind THEN
    IF was IS NOT NULL THEN
      INSERT INTO payment_day_totals AS t (workspace_id, owner_type, day, currency, paid, n, amount)
      SELECT pa.workspace_id, was, (pa.due_at AT TIME ZONE 'UTC')::date, pa.amount_type, pa.status = 'paid', -count(*), -sum(pa.amount)
      FROM payments pa WHERE pa.project_id = OLD.id AND pa.workspace_id = OLD.workspace_id GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT ON CONSTRAINT payment_day_totals_group DO UPDATE SET n = t.n + excluded.n, amount = t.amount + excluded.amount;
    END IF;
    IF now_kind IS NOT NULL THEN
      INSERT INTO payment_day_totals AS t (workspace_id, owner_type, day, currency, paid, n, amount)
      SELECT pa.workspace_id, now_kind, (pa.due_at AT TIME ZONE 'UTC')::date, pa.amount_type, pa.status = 'paid', count(*), sum(pa.amount)
      FROM payments pa WHERE pa.project_id = NEW.id AND pa.workspace_id = NEW.workspace_id GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT ON CONSTRAINT payment_day_totals_group DO UPDATE SET n = t.n + excluded.n, amount = t.amount + excluded.amount;
    END IF;
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER projects_day_totals_update AFTER UPDATE OF type, status, deleted_at ON projects
  FOR EACH ROW EXECUTE FUNCTION projects_day_totals_trigger();
--> statement-breakpoint
CREATE TRIGGER projects_day_totals_delete BEFORE DELETE ON projects
  FOR EACH ROW EXECUTE FUNCTION projects_day_totals_trigger();
--> statement-breakpoint
-- Existing payments, counted once.
INSERT INTO payment_day_totals (workspace_id, owner_type, day, currency, paid, n, amount)
SELECT pa.workspace_id, payment_owner_kind(p.type, p.status, p.deleted_at), (pa.due_at AT TIME ZONE 'UTC')::date, pa.amount_type, pa.status = 'paid', count(*), sum(pa.amount)
FROM payments pa JOIN projects p ON p.id = pa.project_id AND p.workspace_id = pa.workspace_id
WHERE payment_owner_kind(p.type, p.status, p.deleted_at) IS NOT NULL
GROUP BY 1, 2, 3, 4, 5;
