DROP INDEX "step_stays_transaction_idx";--> statement-breakpoint
CREATE INDEX "step_stays_open_idx" ON "step_stays" USING btree ("transaction_id") WHERE "step_stays"."left_at" is null;--> statement-breakpoint
CREATE INDEX "step_stays_transaction_idx" ON "step_stays" USING btree ("transaction_id","step");--> statement-breakpoint
-- Hand-written (kept last so the generated part above can be regenerated).
-- Cheaper step writes (docs/performance.md 'The database's part of a submit'). Every submit and Previous updates its
-- transaction, and the triggers of migrations 0019 and 0021 did their full work on every such update. They now do it
-- only when what they compute from has changed; what they store is the same.
--
-- The pipeline's name (0019) depends on the transaction's owner and its two legal-name answers (the profile's and the
-- account's names reach it through their own triggers): an update that changes none of them keeps the stored name and
-- search text as they are.
DROP TRIGGER "transactions_investor_name" ON "transactions";
--> statement-breakpoint
CREATE TRIGGER "transactions_investor_name" BEFORE INSERT ON "transactions"
  FOR EACH ROW EXECUTE FUNCTION "transactions_investor_name"();
--> statement-breakpoint
CREATE TRIGGER "transactions_investor_name_changed" BEFORE UPDATE OF "values", "user_id" ON "transactions"
  FOR EACH ROW WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id"
    OR OLD."values" -> 'legalFirstName' IS DISTINCT FROM NEW."values" -> 'legalFirstName'
    OR OLD."values" -> 'legalLastName' IS DISTINCT FROM NEW."values" -> 'legalLastName')
  EXECUTE FUNCTION "transactions_investor_name"();
--> statement-breakpoint
-- The audit trail's 'answers.changed' (0015, 0021): the same entry, but the answers are compared key by key only when
-- they differ as a whole (a Previous, or a submit that confirms what was there, moves only the step), and the authors
-- only when they changed. The trigger itself runs only when the answers or the step changed.
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
  IF NEW."values" IS DISTINCT FROM OLD."values" THEN
    SELECT coalesce(jsonb_agg(key ORDER BY key) FILTER (WHERE NOT key = ANY (tax_fields)), '[]'::jsonb),
           coalesce(jsonb_object_agg(key, jsonb_build_array(o.value, n.value)) FILTER (WHERE key = ANY (tax_fields)), '{}'::jsonb)
      INTO changed, sealed
      FROM jsonb_each(NEW."values") AS n FULL JOIN jsonb_each(OLD."values") AS o USING (key)
     WHERE n.value IS DISTINCT FROM o.value;
  END IF;
  IF NEW."answer_authors" IS DISTINCT FROM OLD."answer_authors" THEN
    SELECT a.value INTO author
      FROM jsonb_each(NEW."answer_authors") AS a
     WHERE a.value IS DISTINCT FROM (OLD."answer_authors" -> a.key)
     LIMIT 1;
  END IF;
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
--> statement-breakpoint
DROP TRIGGER "transactions_answers_audit" ON "transactions";
--> statement-breakpoint
CREATE TRIGGER "transactions_answers_audit" AFTER UPDATE OF "values", "current_step" ON "transactions"
  FOR EACH ROW WHEN (OLD."values" IS DISTINCT FROM NEW."values" OR OLD."current_step" IS DISTINCT FROM NEW."current_step")
  EXECUTE FUNCTION "audit_answers_changed"();
