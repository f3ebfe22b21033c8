-- Plans with their limits on active proposals and active portals (null = unlimited).
-- Prices are monthly, as exact decimal strings per currency; billing arrives in its own issue.
INSERT INTO "plans" ("id", "name", "description", "max_active_proposals", "max_active_portals", "prices", "position", "is_public", "is_free") VALUES
  ('free', 'Gratis', 'Para empezar: tus primeras cotizaciones y un portal de cliente.', 3, 1, '{"USD":"0","CLP":"0","EUR":"0","MXN":"0","ARS":"0","PEN":"0","COP":"0","BOB":"0","UF":"0"}', 0, true, true),
  ('pro', 'Profesional', 'Para freelancers con clientes activos todo el mes.', 25, 10, '{"USD":"19","CLP":"17990","EUR":"18","MXN":"349","ARS":"19000","PEN":"72","COP":"79000","BOB":"132","UF":"0.5"}', 1, true, false),
  ('agency', 'Agencia', 'Para equipos: cotizaciones y portales sin límite.', NULL, NULL, '{"USD":"49","CLP":"45990","EUR":"46","MXN":"899","ARS":"49000","PEN":"185","COP":"199000","BOB":"339","UF":"1.3"}', 2, true, false)
ON CONFLICT ("id") DO NOTHING;
