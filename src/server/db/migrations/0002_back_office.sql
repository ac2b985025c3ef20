CREATE TABLE "audit_chain" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"audit_log_id" bigint NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	"sealed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_chain_audit_log_id_unique" UNIQUE("audit_log_id")
);
--> statement-breakpoint
CREATE TABLE "impersonation_grants" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"impersonated_user_id" uuid NOT NULL,
	"allows_edits" boolean DEFAULT false NOT NULL,
	"edits_confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_pauses" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"paused_by" uuid,
	"paused_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone,
	"next_due_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_subject_unique" UNIQUE("kind","subject_id"),
	CONSTRAINT "reminders_kind_check" CHECK ("reminders"."kind" in ('wizard', 'coSigner'))
);
--> statement-breakpoint
ALTER TABLE "impersonation_grants" ADD CONSTRAINT "impersonation_grants_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_grants" ADD CONSTRAINT "impersonation_grants_impersonated_user_id_users_id_fk" FOREIGN KEY ("impersonated_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_pauses" ADD CONSTRAINT "reminder_pauses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_pauses" ADD CONSTRAINT "reminder_pauses_paused_by_users_id_fk" FOREIGN KEY ("paused_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminders_due_idx" ON "reminders" USING btree ("next_due_at");--> statement-breakpoint
CREATE INDEX "reminders_transaction_idx" ON "reminders" USING btree ("transaction_id");--> statement-breakpoint
-- Every change to an investor's answers is written to the audit log (docs/admin.md 'Audit log'), whoever wrote it.
-- Tax ids are sealed with a random IV, so their old and new ciphertexts wait in details.sealedTaxIds until the back
-- office opens them, keeps the names of the tax ids whose value really changed, and seals the entry into the chain.
CREATE FUNCTION "audit_answers_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tax_fields CONSTANT text[] := ARRAY['ssn', 'ein', 'intlTaxId', 'disregardedEntitySsn', 'iraSecondaryEin', 'secondarySsn'];
  changed jsonb;
  sealed jsonb;
BEGIN
  IF NEW."values" IS NOT DISTINCT FROM OLD."values" THEN
    RETURN NEW;
  END IF;
  SELECT coalesce(jsonb_agg(key ORDER BY key) FILTER (WHERE NOT key = ANY (tax_fields)), '[]'::jsonb),
         coalesce(jsonb_object_agg(key, jsonb_build_array(o.value, n.value)) FILTER (WHERE key = ANY (tax_fields)), '{}'::jsonb)
    INTO changed, sealed
    FROM jsonb_each(NEW."values") AS n FULL JOIN jsonb_each(OLD."values") AS o USING (key)
   WHERE n.value IS DISTINCT FROM o.value;
  INSERT INTO "audit_log" ("actor_user_id", "action", "target", "details")
  VALUES (NEW."user_id", 'answers.changed', NEW."id"::text, jsonb_build_object(
    'userId', NEW."user_id",
    'fundSlug', NEW."fund_slug",
    'fields', changed,
    'sealedTaxIds', sealed,
    'fromStep', OLD."current_step",
    'toStep', NEW."current_step"
  ));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "transactions_answers_audit" AFTER UPDATE OF "values" ON "transactions"
  FOR EACH ROW EXECUTE FUNCTION "audit_answers_changed"();
