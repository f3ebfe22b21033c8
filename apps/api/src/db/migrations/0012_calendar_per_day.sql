-- The capped calendar (issue 13 target 7, decision 0039): per-day event counts kept by triggers, and
-- indexes that walk one day's payments and stages in the calendar's order (start day, type, title, id).
CREATE TABLE "calendar_day_counts" (
	"workspace_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "calendar_day_counts_pk" PRIMARY KEY("workspace_id","day","kind")
);
--> statement-breakpoint
DROP INDEX "payments_workspace_due_idx";--> statement-breakpoint
DROP INDEX "stages_workspace_last_day_idx";--> statement-breakpoint
ALTER TABLE "calendar_day_counts" ADD CONSTRAINT "calendar_day_counts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_workspace_due_name_idx" ON "payments" USING btree ("workspace_id","due_at","name","id");--> statement-breakpoint
CREATE INDEX "stages_workspace_days_idx" ON "stages" USING btree ("workspace_id",coalesce(end_date, start_date),coalesce(start_date, end_date),"name","id","start_date","end_date");
--> statement-breakpoint
-- Which owners' events the calendar shows (the rule of modules/dashboard/calendar-events.ts): a
-- payment of a live portal (any status) or of an open proposal (DRAFT, SENT); a stage of a live portal.
CREATE OR REPLACE FUNCTION calendar_shows_payments(p_type text, p_status text, p_deleted_at timestamptz) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(p_deleted_at IS NULL AND (p_type = 'project' OR p_status IN ('DRAFT', 'SENT')), false) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION calendar_shows_stages(p_type text, p_deleted_at timestamptz) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(p_deleted_at IS NULL AND p_type = 'project', false) $$;
--> statement-breakpoint
-- A payment's day is its due date's UTC date (stored as midnight UTC); a stage counts on every day
-- from its first to its last (one missing: the other), as the grid places it.
CREATE OR REPLACE FUNCTION calendar_counts_payments_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO calendar_day_counts AS t (workspace_id, day, kind, n)
    SELECT r.workspace_id, (r.due_at AT TIME ZONE 'UTC')::date, 'payment', -count(*)
    FROM removed r JOIN projects p ON p.id = r.project_id AND p.workspace_id = r.workspace_id
    WHERE r.due_at IS NOT NULL AND calendar_shows_payments(p.type, p.status, p.deleted_at)
    GROUP BY 1, 2
    ON CONFLICT ON CONSTRAINT calendar_day_counts_pk DO UPDATE SET n = t.n + excluded.n;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO calendar_day_counts AS t (workspace_id, day, kind, n)
    SELECT r.workspace_id, (r.due_at AT TIME ZONE 'UTC')::date, 'payment', count(*)
    FROM added r JOIN projects p ON p.id = r.project_id AND p.workspace_id = r.workspace_id
    WHERE r.due_at IS NOT NULL AND calendar_shows_payments(p.type, p.status, p.deleted_at)
    GROUP BY 1, 2
    ON CONFLICT ON CONSTRAINT calendar_day_counts_pk DO UPDATE SET n = t.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_calendar_counts_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION calendar_counts_payments_trigger();
--> statement-breakpoint
CREATE TRIGGER payments_calendar_counts_update AFTER UPDATE ON payments REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION calendar_counts_payments_trigger();
--> statement-breakpoint
CREATE TRIGGER payments_calendar_counts_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION calendar_counts_payments_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION calendar_counts_stages_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO calendar_day_counts AS t (workspace_id, day, kind, n)
    SELECT r.workspace_id, d::date, 'stage', -count(*)
    FROM removed r JOIN projects p ON p.id = r.project_id AND p.workspace_id = r.workspace_id,
      generate_series(coalesce(r.start_date, r.end_date), coalesce(r.end_date, r.start_date), interval '1 day') d
    WHERE calendar_shows_stages(p.type, p.deleted_at)
    GROUP BY 1, 2
    ON CONFLICT ON CONSTRAINT calendar_day_counts_pk DO UPDATE SET n = t.n + excluded.n;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO calendar_day_counts AS t (workspace_id, day, kind, n)
    SELECT r.workspace_id, d::date, 'stage', count(*)
    FROM added r JOIN projects p ON p.id = r.project_id AND p.workspace_id = r.workspace_id,
      generate_series(coalesce(r.start_date, r.end_date), coalesce(r.end_date, r.start_date), interval '1 day') d
    WHERE calendar_shows_stages(p.type, p.deleted_at)
    GROUP BY 1, 2
    ON CONFLICT ON CONSTRAINT calendar_day_counts_pk DO UPDATE SET n = t.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stages_calendar_counts_insert AFTER INSERT ON stages REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION calendar_counts_stages_trigger();
--> statement-breakpoint
CREATE TRIGGER stages_calendar_counts_update AFTER UPDATE ON stages REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION calendar_counts_stages_trigger();
--> statement-breakpoint
CREATE TRIGGER stages_calendar_counts_delete AFTER DELETE ON stages REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION calendar_counts_stages_trigger();
--> statement-breakpoint
-- A proposal/portal that starts or stops being shown moves all its payments and stages in or out;
-- one deleted takes them out first (its rows then go by cascade, when it no longer joins), as 0010.
CREATE OR REPLACE FUNCTION calendar_counts_projects_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  payments_was boolean := calendar_shows_payments(OLD.type, OLD.status, OLD.deleted_at);
  payments_now boolean := TG_OP <> 'DELETE' AND calendar_shows_payments(NEW.type, NEW.status, NEW.deleted_at);
  stages_was boolean := calendar_shows_stages(OLD.type, OLD.deleted_at);
  stages_now boolean := TG_OP <> 'DELETE' AND calendar_shows_stages(NEW.type, NEW.deleted_at);
  sign integer;
BEGIN
  -- A whole workspace being deleted takes its counts with it (cascade): nothing to move.
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM workspaces w WHERE w.id = OLD.workspace_id) THEN
    RETURN OLD;
  END IF;
  IF payments_was <> payments_now THEN
    sign := CASE WHEN payments_now THEN 1 ELSE -1 END;
    INSERT INTO calendar_day_counts AS t (workspace_id, day, kind, n)
    SELECT pa.workspace_id, (pa.due_at AT TIME ZONE 'UTC')::date, 'payment', sign * count(*)
    FROM payments pa WHERE pa.project_id = OLD.id AND pa.workspace_id = OLD.workspace_id AND pa.due_at IS NOT NULL GROUP BY 1, 2
    ON CONFLICT ON CONSTRAINT calendar_day_counts_pk DO UPDATE SET n = t.n + excluded.n;
  END IF;
  IF stages_was <> stages_now THEN
    sign := CASE WHEN stages_now THEN 1 ELSE -1 END;
    INSERT INTO calendar_day_counts AS t (workspace_id, day, kind, n)
    SELECT st.workspace_id, d::date, 'stage', sign * count(*)
    FROM stages st, generate_series(coalesce(st.start_date, st.end_date), coalesce(st.end_date, st.start_date), interval '1 day') d
    WHERE st.project_id = OLD.id AND st.workspace_id = OLD.workspace_id GROUP BY 1, 2
    ON CONFLICT ON CONSTRAINT calendar_day_counts_pk DO UPDATE SET n = t.n + excluded.n;
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER projects_calendar_counts_update AFTER UPDATE OF type, status, deleted_at ON projects
  FOR EACH ROW EXECUTE FUNCTION calendar_counts_projects_trigger();
--> statement-breakpoint
CREATE TRIGGER projects_calendar_counts_delete BEFORE DELETE ON projects
  FOR EACH ROW EXECUTE FUNCTION calendar_counts_projects_trigger();
--> statement-breakpoint
-- Existing payments and stages, counted once.
INSERT INTO calendar_day_counts (workspace_id, day, kind, n)
SELECT pa.workspace_id, (pa.due_at AT TIME ZONE 'UTC')::date, 'payment', count(*)
FROM payments pa JOIN projects p ON p.id = pa.project_id AND p.workspace_id = pa.workspace_id
WHERE pa.due_at IS NOT NULL AND calendar_shows_payments(p.type, p.status, p.deleted_at)
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO calendar_day_counts (workspace_id, day, kind, n)
SELECT st.workspace_id, d::date, 'stage', count(*)
FROM stages st JOIN projects p ON p.id = st.project_id AND p.workspace_id = st.workspace_id,
  generate_series(coalesce(st.start_date, st.end_date), coalesce(st.end_date, st.start_date), interval '1 day') d
WHERE calendar_shows_stages(p.type, p.deleted_at)
GROUP BY 1, 2;
