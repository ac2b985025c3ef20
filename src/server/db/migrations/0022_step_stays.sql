CREATE TABLE "step_stays" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "step_stays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" uuid NOT NULL,
	"fund_slug" text NOT NULL,
	"cohort_at" timestamp with time zone NOT NULL,
	"step" text NOT NULL,
	"came_from" text,
	"entered_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	"is_first_visit" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "step_stays" ADD CONSTRAINT "step_stays_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "step_stays_transaction_idx" ON "step_stays" USING btree ("transaction_id");--> statement-breakpoint
-- Hand-written (kept last so the generated part above can be regenerated). The funnel's stays (docs/admin.md
-- 'Funnel'), kept by the database as step changes are recorded, so that a funnel over a fund and a range reads one
-- covering index instead of the audit trail's step changes subscription by subscription (docs/performance.md 'Fund
-- dashboard and funnel'). First the stays of what is already there, derived as the funnel derived them before.
INSERT INTO "step_stays" ("transaction_id", "fund_slug", "cohort_at", "step", "came_from", "entered_at", "left_at", "is_first_visit")
WITH visits AS (
  SELECT t."id", t."fund_slug", t."created_at" AS cohort_at, NULL::text AS step, NULL::text AS from_step,
         t."current_step", t."created_at" AS at, 0::bigint AS seq
    FROM "transactions" t
  UNION ALL
  SELECT t."id", t."fund_slug", t."created_at", a."details"->>'toStep', a."details"->>'fromStep', NULL, a."at", a."id"
    FROM "transactions" t JOIN "audit_log" a ON a."target" = t."id"::text AND a."action" = 'answers.changed'
   WHERE a."details"->>'toStep' IS NOT NULL AND (a."details"->>'toStep') IS DISTINCT FROM (a."details"->>'fromStep')
),
ordered AS (
  SELECT "id", "fund_slug", cohort_at, at, seq, lead(at) OVER w AS left_at,
         CASE WHEN seq = 0 THEN coalesce(lead(from_step) OVER w, "current_step") ELSE step END AS step
    FROM visits WINDOW w AS (PARTITION BY "id" ORDER BY at, seq)
)
SELECT "id", "fund_slug", cohort_at, step, lag(step) OVER (PARTITION BY "id" ORDER BY at, seq), at, left_at,
       row_number() OVER (PARTITION BY "id", step ORDER BY at, seq) = 1
  FROM ordered;
--> statement-breakpoint
-- A funnel over a fund and a range: an index-only scan of its stays.
CREATE INDEX "step_stays_funnel_idx" ON "step_stays" USING btree ("fund_slug", "cohort_at")
  INCLUDE ("step", "came_from", "is_first_visit", "entered_at", "left_at");
--> statement-breakpoint
-- A new subscription rests at its first step from its start.
CREATE FUNCTION "step_stays_opened"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "step_stays" ("transaction_id", "fund_slug", "cohort_at", "step", "came_from", "entered_at", "is_first_visit")
  VALUES (NEW."id", NEW."fund_slug", NEW."created_at", NEW."current_step", NULL, NEW."created_at", true);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "step_stays_opened" AFTER INSERT ON "transactions"
  FOR EACH ROW EXECUTE FUNCTION "step_stays_opened"();
--> statement-breakpoint
-- A step change on record (the trigger of migrations 0015 and 0021 writes them, as does anything that writes the
-- audit trail's 'answers.changed' with fromStep and toStep) ends the open stay and opens the next. The first stay is
-- named by the first change's fromStep, as the subscription's first step.
CREATE FUNCTION "step_stays_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  subscription uuid;
  to_step text := NEW."details"->>'toStep';
  from_step text := NEW."details"->>'fromStep';
BEGIN
  IF NEW."target" !~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' THEN
    RETURN NULL;
  END IF;
  subscription := NEW."target"::uuid;
  UPDATE "step_stays"
     SET "left_at" = NEW."at",
         "step" = CASE WHEN "came_from" IS NULL THEN coalesce(from_step, "step") ELSE "step" END
   WHERE "transaction_id" = subscription AND "left_at" IS NULL;
  INSERT INTO "step_stays" ("transaction_id", "fund_slug", "cohort_at", "step", "came_from", "entered_at", "is_first_visit")
  SELECT t."id", t."fund_slug", t."created_at", to_step, from_step, NEW."at",
         NOT EXISTS (SELECT 1 FROM "step_stays" s WHERE s."transaction_id" = t."id" AND s."step" = to_step)
    FROM "transactions" t
   WHERE t."id" = subscription;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "step_stays_moved" AFTER INSERT ON "audit_log"
  FOR EACH ROW WHEN (NEW."action" = 'answers.changed' AND NEW."details"->>'toStep' IS NOT NULL
    AND (NEW."details"->>'toStep') IS DISTINCT FROM (NEW."details"->>'fromStep'))
  EXECUTE FUNCTION "step_stays_moved"();
