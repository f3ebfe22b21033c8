-- A portal granted by a signature typed with the email of a customer of another company is held
-- apart from her account until she herself signs in (docs/decisions/0061). Existing grants stay live.
ALTER TABLE "project_customers" ADD COLUMN "held_since" timestamp with time zone;
