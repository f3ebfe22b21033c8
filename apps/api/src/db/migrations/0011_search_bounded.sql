-- Search at 100k (issue 13 target 7, decision 0037): the activity's searchable text is stored and
-- trigram-indexed instead of built from the labels at query time, and every search branch can walk
-- its newest rows first and stop (bounded candidates, capped counts).
--
-- The text an activity is found by (and shown as): the Spanish label of its type, then «name».
-- The labels are packages/domain/src/search/activity-labels.ts (ACTIVITY_LABELS, ACTIVITY_NAME_KEYS);
-- activity-search-text.test.ts fails when the two disagree: change both in a new migration that
-- replaces this function and recomputes the column (UPDATE activities SET search_text = …).
CREATE OR REPLACE FUNCTION activity_search_text(t text, d jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(CASE t
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
    WHEN 'comment.created' THEN 'Comentó'
    WHEN 'proposal.created' THEN 'Creó la cotización'
    WHEN 'proposal.updated' THEN 'Actualizó la cotización'
    WHEN 'proposal.finished' THEN 'Terminó la cotización'
    WHEN 'proposal.sent' THEN 'Envió la cotización'
    WHEN 'proposal.status_changed' THEN 'Cambió el estado de la cotización'
    WHEN 'proposal.duplicated' THEN 'Duplicó la cotización'
    WHEN 'proposal.deleted' THEN 'Movió la cotización a la papelera'
    WHEN 'proposal.recovered' THEN 'Recuperó la cotización'
  END, t) || coalesce(' «' || coalesce(nullif(d ->> 'name', ''), nullif(d ->> 'stage_name', ''), nullif(d ->> 'payment_name', ''),
    nullif(d ->> 'file_name', ''), nullif(d ->> 'original_name', '')) || '»', '') $$;
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- Every writer (the app, the demo, seed:scale's set-based SQL, a restore) gets it: a trigger, not app code.
CREATE OR REPLACE FUNCTION activities_fill_search_text() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN NEW.search_text := activity_search_text(NEW.type, NEW.data); RETURN NEW; END $$;
--> statement-breakpoint
CREATE TRIGGER activities_search_text BEFORE INSERT OR UPDATE OF type, data, search_text ON activities
  FOR EACH ROW EXECUTE FUNCTION activities_fill_search_text();
--> statement-breakpoint
-- Backfill: the trigger fires on this update too (it lists search_text), so both paths write the same text.
UPDATE activities SET search_text = activity_search_text(type, data);
--> statement-breakpoint
CREATE INDEX "activities_search_text_idx" ON "activities" USING gin (public.search_key("search_text") public.gin_trgm_ops);
--> statement-breakpoint
-- Newest first within a workspace, so a common word's branch stops after its first candidates.
CREATE INDEX "projects_live_updated_idx" ON "projects" USING btree ("workspace_id","type","updated_at","id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "companies_workspace_updated_idx" ON "companies" USING btree ("workspace_id","updated_at","id");
--> statement-breakpoint
CREATE INDEX "comments_workspace_created_idx" ON "comments" USING btree ("workspace_id","created_at","id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "uploads_workspace_created_idx" ON "uploads" USING btree ("workspace_id","created_at","id");
