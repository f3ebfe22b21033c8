CREATE TABLE "comment_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_guests_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_access_tokens" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "customer_login_links" ADD COLUMN "kind" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "comment_guests" ADD CONSTRAINT "comment_guests_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_guests" ADD CONSTRAINT "comment_guests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_guests_workspace_idx" ON "comment_guests" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "comment_guests_project_idx" ON "comment_guests" USING btree ("project_id");--> statement-breakpoint
ALTER TABLE "customer_access_tokens" ADD CONSTRAINT "customer_access_tokens_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Data (decision 0011). Every guest comment token so far becomes a comment guest (one per token).
INSERT INTO "comment_guests" ("workspace_id", "project_id", "name", "email", "secret_hash", "created_at")
SELECT DISTINCT ON ("author_secret_hash") "workspace_id", "project_id", "author_name", "author_email", "author_secret_hash", "created_at"
FROM "comments"
WHERE "author_secret_hash" IS NOT NULL AND "author_email" IS NOT NULL
ORDER BY "author_secret_hash", "created_at", "id";--> statement-breakpoint
-- A guest's reaction was keyed by the email typed (guest:{email}): it now belongs to the token of the
-- first guest who wrote on that proposal with that email, so its author can still toggle it…
UPDATE "comment_reactions" AS r SET "reactor" = 'guest:' || (
  SELECT g."id" FROM "comment_guests" g JOIN "comments" c ON c."project_id" = g."project_id"
  WHERE c."id" = r."comment_id" AND g."email" = substr(r."reactor", 7)
  ORDER BY g."created_at", g."id" LIMIT 1
)
WHERE r."reactor" LIKE 'guest:%@%' AND EXISTS (
  SELECT 1 FROM "comment_guests" g JOIN "comments" c ON c."project_id" = g."project_id"
  WHERE c."id" = r."comment_id" AND g."email" = substr(r."reactor", 7)
);--> statement-breakpoint
-- …and one nobody's token matches keeps counting, but no typed email can toggle it any more.
UPDATE "comment_reactions" SET "reactor" = 'guest-legacy:' || "id" WHERE "reactor" LIKE 'guest:%@%';--> statement-breakpoint
-- Until now a signature answered the contact's own magic link to whoever signed, and the same link
-- was emailed: no open link or live session can be told apart from one obtained that way. Void the
-- links and end the sessions; customers ask for a new link from the proposal (/p/{slug}/login).
UPDATE "customer_login_links" SET "used_at" = now() WHERE "used_at" IS NULL;--> statement-breakpoint
UPDATE "customer_access_tokens" SET "revoked_at" = now() WHERE "revoked_at" IS NULL;
