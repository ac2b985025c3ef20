CREATE TABLE "job_marks" (
	"job" text PRIMARY KEY NOT NULL,
	"mark" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "is_sealed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Entries already in the hash chain are sealed.
UPDATE "audit_log" SET "is_sealed" = true WHERE "id" IN (SELECT "audit_log_id" FROM "audit_chain");--> statement-breakpoint
CREATE INDEX "transactions_created_idx" ON "transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_unsealed_idx" ON "audit_log" USING btree ("id") WHERE not "audit_log"."is_sealed";--> statement-breakpoint
CREATE INDEX "envelope_signers_awaiting_idx" ON "envelope_signers" USING btree ("invited_at") WHERE "envelope_signers"."status" = 'pending' and "envelope_signers"."user_id" is null and "envelope_signers"."invited_at" is not null;