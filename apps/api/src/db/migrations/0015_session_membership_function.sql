-- The staff session lookup (modules/auth/authenticate.ts) runs before the request knows its
-- workspace, on whatever connection the pool hands out. Its membership part reads memberships and
-- workspaces, which row-level security guards (0014); through this function, which runs as its
-- owner, it reads them in any scope, so the lookup never makes a connection change scope and back
-- (decision 0053). Only the server's role may call it.
CREATE OR REPLACE FUNCTION trato_session_membership(uid uuid, current_ws uuid) RETURNS json
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$
    SELECT json_build_object('workspaceId', m.workspace_id, 'role', m.role, 'disabledAt', w.disabled_at, 'timeZone', w.time_zone)
    FROM memberships m JOIN workspaces w ON w.id = m.workspace_id
    WHERE m.user_id = uid
    ORDER BY coalesce(m.workspace_id = current_ws, false) DESC, m.created_at ASC
    LIMIT 1
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION trato_session_membership(uuid, uuid) FROM PUBLIC;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'trato_app') THEN
    GRANT EXECUTE ON FUNCTION trato_session_membership(uuid, uuid) TO trato_app;
    -- The superadmin diagnostics report the migration level.
    GRANT USAGE ON SCHEMA drizzle TO trato_app;
    GRANT SELECT ON drizzle.__drizzle_migrations TO trato_app;
  END IF;
END $$;
