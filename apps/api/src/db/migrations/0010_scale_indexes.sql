-- Issue 13 (scale): indexes for the live lists newest first and for calendar windows over stages
-- (docs/decisions/0035-scale-indexes-and-rollups.md).
CREATE INDEX "projects_live_created_idx" ON "projects" USING btree ("workspace_id","type","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "projects_live_status_created_idx" ON "projects" USING btree ("workspace_id","type","status","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "stages_workspace_last_day_idx" ON "stages" USING btree ("workspace_id",coalesce(end_date, start_date));