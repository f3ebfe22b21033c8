-- Quote numbers «COT-YYYY-NNNN» (issue 32 §3, docs/decisions/0080): every proposal gets the
-- workspace's next number when its row is created (quote_counters, locked by the creating
-- transaction, like receipt_counters in 0023); portals (type 'project') have none.
CREATE TABLE "quote_counters" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "quote_number" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "quote_year" integer;--> statement-breakpoint
ALTER TABLE "quote_counters" ADD CONSTRAINT "quote_counters_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The proposals that exist already are numbered in the order they were created, per workspace
-- (deleted ones too: they were real quotes, and a number is never handed out twice); the year is
-- their creation's in the workspace's zone.
UPDATE "projects" AS p SET "quote_number" = n.number, "quote_year" = n.year
FROM (
  SELECT pr.id,
         row_number() OVER (PARTITION BY pr.workspace_id ORDER BY pr.created_at, pr.id)::int AS number,
         extract(year FROM pr.created_at AT TIME ZONE w.time_zone)::int AS year
  FROM "projects" pr JOIN "workspaces" w ON w.id = pr.workspace_id
  WHERE pr.type = 'proposal'
) AS n
WHERE p.id = n.id;--> statement-breakpoint
INSERT INTO "quote_counters" ("workspace_id", "last_number")
SELECT "workspace_id", max("quote_number") FROM "projects" WHERE "quote_number" IS NOT NULL GROUP BY "workspace_id";--> statement-breakpoint
CREATE UNIQUE INDEX "projects_quote_number_idx" ON "projects" USING btree ("workspace_id","quote_number") WHERE quote_number is not null;
--> statement-breakpoint
-- Tenant isolation on PostgreSQL like every table with a workspace_id (0014, 0016, 0020, 0021, 0023).
ALTER TABLE "quote_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY workspace_isolation ON "quote_counters"
  USING ((SELECT trato_scope_is_system()) OR workspace_id = (SELECT trato_scope_workspace()))
  WITH CHECK ((SELECT trato_scope_is_system()) OR workspace_id = (SELECT trato_scope_workspace()));
