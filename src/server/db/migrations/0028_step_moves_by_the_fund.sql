-- Hand-written. A step the fund moves is the fund's act (docs/admin.md 'Change requests'): when a change request sends
-- a subscription back, the audit trail's 'answers.changed' names the admin who asked, not the investor. The server
-- says who moved it for the one database transaction that stores the move (set_config('portal.moved_by', …, true),
-- gone when the transaction ends); every other write is still the investor's, with the author of its answers as
-- before (0015, 0021, 0025). The entry also carries `movedBy` then, so the trail reads as what happened.
CREATE OR REPLACE FUNCTION "audit_answers_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tax_fields CONSTANT text[] := ARRAY['ssn', 'ein', 'intlTaxId', 'disregardedEntitySsn', 'iraSecondaryEin', 'secondarySsn'];
  changed jsonb;
  sealed jsonb;
  author jsonb;
  moved_by uuid := nullif(current_setting('portal.moved_by', true), '')::uuid;
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
  VALUES (coalesce(moved_by, NEW."user_id"), 'answers.changed', NEW."id"::text, jsonb_build_object(
    'userId', NEW."user_id",
    'fundSlug', NEW."fund_slug",
    'fields', coalesce(changed, '[]'::jsonb),
    'sealedTaxIds', coalesce(sealed, '{}'::jsonb),
    'fromStep', OLD."current_step",
    'toStep', NEW."current_step",
    'answeredBy', author
  ) || CASE WHEN moved_by IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('movedBy', moved_by) END);
  RETURN NEW;
END
$$;
