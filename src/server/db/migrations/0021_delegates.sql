CREATE TABLE "delegate_sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"delegation_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delegations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"investor_user_id" uuid NOT NULL,
	"delegate_email" text NOT NULL,
	"delegate_user_id" uuid,
	"transaction_id" uuid,
	"status" text DEFAULT 'invited' NOT NULL,
	"invite_token_hash" text,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "delegations_invite_token_hash_unique" UNIQUE("invite_token_hash"),
	CONSTRAINT "delegations_status_check" CHECK ("delegations"."status" in ('invited', 'active', 'revoked')),
	CONSTRAINT "delegations_email_lower_check" CHECK ("delegations"."delegate_email" = lower("delegations"."delegate_email"))
);
--> statement-breakpoint
CREATE TABLE "signature_ready_notices" (
	"transaction_id" uuid PRIMARY KEY NOT NULL,
	"delegation_id" uuid,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "answer_authors" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "delegate_sessions" ADD CONSTRAINT "delegate_sessions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegate_sessions" ADD CONSTRAINT "delegate_sessions_delegation_id_delegations_id_fk" FOREIGN KEY ("delegation_id") REFERENCES "public"."delegations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_investor_user_id_users_id_fk" FOREIGN KEY ("investor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_delegate_user_id_users_id_fk" FOREIGN KEY ("delegate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_ready_notices" ADD CONSTRAINT "signature_ready_notices_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_ready_notices" ADD CONSTRAINT "signature_ready_notices_delegation_id_delegations_id_fk" FOREIGN KEY ("delegation_id") REFERENCES "public"."delegations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delegations_investor_user_id_idx" ON "delegations" USING btree ("investor_user_id");--> statement-breakpoint
CREATE INDEX "delegations_delegate_user_id_idx" ON "delegations" USING btree ("delegate_user_id");--> statement-breakpoint
-- Hand-written (kept last so the generated part above can be regenerated): the audit trigger of 0015 also records
-- who gave the answers of each write (DESIGN.md §7a 'Who acted'): the author the save path credited in
-- `answer_authors` (investor, delegate or admin acting as the investor, with the time, so each write differs), or
-- null for a write that gave no answer (Previous, signing, an admin's change request).
CREATE OR REPLACE FUNCTION "audit_answers_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tax_fields CONSTANT text[] := ARRAY['ssn', 'ein', 'intlTaxId', 'disregardedEntitySsn', 'iraSecondaryEin', 'secondarySsn'];
  changed jsonb;
  sealed jsonb;
  author jsonb;
BEGIN
  IF NEW."values" IS NOT DISTINCT FROM OLD."values" AND NEW."current_step" IS NOT DISTINCT FROM OLD."current_step" THEN
    RETURN NEW;
  END IF;
  SELECT coalesce(jsonb_agg(key ORDER BY key) FILTER (WHERE NOT key = ANY (tax_fields)), '[]'::jsonb),
         coalesce(jsonb_object_agg(key, jsonb_build_array(o.value, n.value)) FILTER (WHERE key = ANY (tax_fields)), '{}'::jsonb)
    INTO changed, sealed
    FROM jsonb_each(NEW."values") AS n FULL JOIN jsonb_each(OLD."values") AS o USING (key)
   WHERE n.value IS DISTINCT FROM o.value;
  SELECT a.value INTO author
    FROM jsonb_each(NEW."answer_authors") AS a
   WHERE a.value IS DISTINCT FROM (OLD."answer_authors" -> a.key)
   LIMIT 1;
  INSERT INTO "audit_log" ("actor_user_id", "action", "target", "details")
  VALUES (NEW."user_id", 'answers.changed', NEW."id"::text, jsonb_build_object(
    'userId', NEW."user_id",
    'fundSlug', NEW."fund_slug",
    'fields', coalesce(changed, '[]'::jsonb),
    'sealedTaxIds', coalesce(sealed, '{}'::jsonb),
    'fromStep', OLD."current_step",
    'toStep', NEW."current_step",
    'answeredBy', author
  ));
  RETURN NEW;
END
$$;
