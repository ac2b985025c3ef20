CREATE INDEX "transactions_fund_signed_idx" ON "transactions" USING btree ("fund_slug","subscription_agreement_date");--> statement-breakpoint
-- The funnel (docs/admin.md 'Funnel') reads every step change from the audit trail: a step that changes without an
-- answer changing (Previous, signing) is recorded too, with no fields.
CREATE OR REPLACE FUNCTION "audit_answers_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tax_fields CONSTANT text[] := ARRAY['ssn', 'ein', 'intlTaxId', 'disregardedEntitySsn', 'iraSecondaryEin', 'secondarySsn'];
  changed jsonb;
  sealed jsonb;
BEGIN
  IF NEW."values" IS NOT DISTINCT FROM OLD."values" AND NEW."current_step" IS NOT DISTINCT FROM OLD."current_step" THEN
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
    'fields', coalesce(changed, '[]'::jsonb),
    'sealedTaxIds', coalesce(sealed, '{}'::jsonb),
    'fromStep', OLD."current_step",
    'toStep', NEW."current_step"
  ));
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER "transactions_answers_audit" ON "transactions";
--> statement-breakpoint
CREATE TRIGGER "transactions_answers_audit" AFTER UPDATE OF "values", "current_step" ON "transactions"
  FOR EACH ROW EXECUTE FUNCTION "audit_answers_changed"();
