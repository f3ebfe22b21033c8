-- The sender of a client e-mail (issue 32 §4, docs/decisions/0082): the From display name the client
-- sees and the Reply-To that takes her answer to a person; null on the account e-mails.
ALTER TABLE "email_outbox" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "reply_to" text;
