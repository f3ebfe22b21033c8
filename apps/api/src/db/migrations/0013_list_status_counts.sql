-- The proposal and portal lists' exact total at scale (issue 13 target 7, decision 0039): counts per
-- workspace, type, status and trash kept by a trigger on projects, the few untouched-draft candidates
-- indexed so the total can leave them out, and the dashboard's accepted-this-month totals index-only.
CREATE TABLE "project_status_counts" (
	"workspace_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"trashed" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "project_status_counts_pk" PRIMARY KEY("workspace_id","type","status","trashed")
);
--> statement-breakpoint
DROP INDEX "project_services_project_idx";--> statement-breakpoint
DROP INDEX "projects_accepted_at_idx";--> statement-breakpoint
ALTER TABLE "project_status_counts" ADD CONSTRAINT "project_status_counts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_services_project_total_idx" ON "project_services" USING btree ("project_id","workspace_id","total");--> statement-breakpoint
CREATE INDEX "projects_accepted_month_idx" ON "projects" USING btree ("workspace_id","accepted_at","currency_code","id") WHERE type = 'proposal' and status = 'ACCEPTED' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "projects_untouched_candidates_idx" ON "projects" USING btree ("workspace_id","deleted_at") WHERE type = 'proposal' and status = 'init' and name = '' and company_id is null and request is null and content is null and cover is null and valid_until_at is null;
--> statement-breakpoint
-- One statement's rows in and out, set-based over its transition tables. Rows of a workspace being
-- deleted (cascade) are skipped: its counts go with it.
CREATE OR REPLACE FUNCTION project_status_counts_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO project_status_counts AS t (workspace_id, type, status, trashed, n)
    SELECT r.workspace_id, r.type, r.status, r.deleted_at IS NOT NULL, -count(*)
    FROM removed r WHERE EXISTS (SELECT 1 FROM workspaces w WHERE w.id = r.workspace_id)
    GROUP BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT project_status_counts_pk DO UPDATE SET n = t.n + excluded.n;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO project_status_counts AS t (workspace_id, type, status, trashed, n)
    SELECT r.workspace_id, r.type, r.status, r.deleted_at IS NOT NULL, count(*)
    FROM added r
    GROUP BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT project_status_counts_pk DO UPDATE SET n = t.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER projects_status_counts_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION project_status_counts_trigger();
--> statement-breakpoint
CREATE TRIGGER projects_status_counts_update AFTER UPDATE ON projects REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION project_status_counts_trigger();
--> statement-breakpoint
CREATE TRIGGER projects_status_counts_delete AFTER DELETE ON projects REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION project_status_counts_trigger();
--> statement-breakpoint
-- Existing rows, counted once.
INSERT INTO project_status_counts (workspace_id, type, status, trashed, n)
SELECT workspace_id, type, status, deleted_at IS NOT NULL, count(*) FROM projects GROUP BY 1, 2, 3, 4;
