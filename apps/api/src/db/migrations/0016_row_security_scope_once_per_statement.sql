-- Row-level security at the cost of a comparison (docs/decisions/0053, amended). 0014's policies
-- called trato_sees(workspace_id) for every row a statement touched, and that function cannot be
-- inlined (its body reads FROM a subquery), so PostgreSQL ran it as a SQL function call per row:
-- 2.9 µs a row instead of 0.09 µs, which under bench/load.mjs's mixed reads left the database's
-- backends using both cores at 200 req/s. Now the policy reads the request's scope through two
-- sub-selects, which PostgreSQL evaluates once per statement (InitPlans), and compares each row's
-- workspace_id with the result. Same rules as 0014: '*' is the system scope, an unset, empty or
-- malformed setting sees nothing and may write nothing (fails closed).
CREATE OR REPLACE FUNCTION trato_scope_is_system() RETURNS boolean
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT coalesce(current_setting('trato.workspace_id', true) = '*', false) $$;
--> statement-breakpoint
-- The scope's workspace, or null for the system scope and anything that is not a workspace id (a
-- cast that could fail would make a statement of the system scope fail instead). A bare SELECT of
-- one expression, no FROM, so that PostgreSQL inlines it: called as a SQL function, each InitPlan
-- cost 0.05-0.08 ms, and a dashboard read names 17 guarded tables.
CREATE OR REPLACE FUNCTION trato_scope_workspace() RETURNS uuid
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT CASE WHEN current_setting('trato.workspace_id', true) ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      THEN current_setting('trato.workspace_id', true)::uuid END
  $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name AND tb.table_type = 'BASE TABLE'
    WHERE c.table_schema = 'public' AND c.column_name = 'workspace_id'
  LOOP
    EXECUTE format('DROP POLICY IF EXISTS workspace_isolation ON %I', t);
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    -- A row without a workspace (an account email in the outbox) is the system's to read; any set
    -- scope may write one.
    EXECUTE format('CREATE POLICY workspace_isolation ON %I
      USING ((SELECT trato_scope_is_system()) OR workspace_id = (SELECT trato_scope_workspace()))
      WITH CHECK ((SELECT trato_scope_is_system()) OR workspace_id = (SELECT trato_scope_workspace())
        OR (workspace_id IS NULL AND (SELECT trato_scope_workspace()) IS NOT NULL))', t);
  END LOOP;
  DROP POLICY IF EXISTS workspace_isolation ON workspaces;
  CREATE POLICY workspace_isolation ON workspaces
    USING ((SELECT trato_scope_is_system()) OR id = (SELECT trato_scope_workspace()))
    WITH CHECK ((SELECT trato_scope_is_system()) OR id = (SELECT trato_scope_workspace()));
END $$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS trato_sees(uuid);
