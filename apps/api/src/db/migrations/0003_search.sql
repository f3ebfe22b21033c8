-- Accent- and case-insensitive search over names and emails (issue: search index groundwork).
-- unaccent and pg_trgm ship with PostgreSQL's contrib and with PGlite (loaded in db/client.ts).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent() is only STABLE; an IMMUTABLE wrapper with a fixed dictionary can back an index.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- search_key(x) is what every list filter compares: lower-case, without accents.
CREATE OR REPLACE FUNCTION search_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT pg_catalog.lower(public.f_unaccent($1)) $$;
--> statement-breakpoint
CREATE INDEX "companies_name_search_idx" ON "companies" USING gin (public.search_key("name") public.gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "customers_name_search_idx" ON "customers" USING gin (public.search_key("name") public.gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "customers_email_search_idx" ON "customers" USING gin (public.search_key("email") public.gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "services_name_search_idx" ON "services" USING gin (public.search_key("name") public.gin_trgm_ops);
