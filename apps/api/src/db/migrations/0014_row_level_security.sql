-- Defense in depth for tenant isolation on PostgreSQL (issue 14 part 1, docs/decisions/0053).
-- Every table with a workspace_id column (and workspaces itself) only shows and accepts the rows of
-- the workspace named in the transaction setting trato.workspace_id; '*' is the system scope (jobs,
-- sign-in, public links, superadmin), and an unset or empty setting sees nothing (fails closed).
-- The table owner bypasses these policies (no FORCE): migrations and PGlite, which runs as its
-- owner, are unaffected. The server works as the non-owner role trato_app (db/row-security.ts), so
-- on PostgreSQL the policies bind it even where a query forgot its own workspace filter.
CREATE OR REPLACE FUNCTION trato_sees(ws uuid) RETURNS boolean
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT CASE WHEN s = '*' THEN true ELSE ws = nullif(s, '')::uuid END
    FROM (SELECT current_setting('trato.workspace_id', true) AS s) setting
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
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    -- A row without a workspace (an account email in the outbox) is the system's alone.
    EXECUTE format('CREATE POLICY workspace_isolation ON %I USING (trato_sees(workspace_id)) WITH CHECK (trato_sees(workspace_id) OR (workspace_id IS NULL AND current_setting(''trato.workspace_id'', true) <> ''''))', t);
  END LOOP;
  ALTER TABLE workspaces ENABLE ROW LEVEL SECURITY;
  CREATE POLICY workspace_isolation ON workspaces USING (trato_sees(id)) WITH CHECK (trato_sees(id));
END $$;
--> statement-breakpoint
-- The role the server works as. Roles belong to the whole server, so several databases (the test
-- suite's copies) share it; an installation whose migrating user may not create roles runs without
-- it and says so at start (db/row-security.ts).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'trato_app') THEN
    CREATE ROLE trato_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT;
  END IF;
EXCEPTION
  WHEN duplicate_object OR unique_violation THEN NULL;
  WHEN insufficient_privilege THEN RAISE NOTICE 'trato_app not created: row-level security stays inactive for this server';
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'trato_app') THEN
    GRANT USAGE ON SCHEMA public TO trato_app;
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO trato_app;
    GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO trato_app;
    -- Tables later migrations create are the role's to use too (their policies are theirs to add:
    -- row-security.test.ts fails for a tenant table without one).
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO trato_app;
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO trato_app;
  END IF;
END $$;
