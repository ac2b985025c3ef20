CREATE TABLE "funnel_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "funnel_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"fund_slug" text NOT NULL,
	"day" date NOT NULL,
	"step" text NOT NULL,
	"came_from" text NOT NULL,
	"visits" integer NOT NULL,
	"first_visits" integer NOT NULL,
	"bucket" smallint
);
--> statement-breakpoint
CREATE TABLE "funnel_days" (
	"fund_slug" text NOT NULL,
	"day" date NOT NULL,
	"step" text NOT NULL,
	"came_from" text NOT NULL,
	"visits" integer NOT NULL,
	"first_visits" integer NOT NULL,
	CONSTRAINT "funnel_days_fund_slug_day_step_came_from_pk" PRIMARY KEY("fund_slug","day","step","came_from")
);
--> statement-breakpoint
CREATE TABLE "funnel_stay_lengths" (
	"fund_slug" text NOT NULL,
	"day" date NOT NULL,
	"step" text NOT NULL,
	"bucket" smallint NOT NULL,
	"stays" integer NOT NULL,
	CONSTRAINT "funnel_stay_lengths_fund_slug_day_step_bucket_pk" PRIMARY KEY("fund_slug","day","step","bucket")
);
--> statement-breakpoint
CREATE INDEX "funnel_changes_fund_idx" ON "funnel_changes" USING btree ("fund_slug");--> statement-breakpoint
-- Hand-written (kept last so the generated part above can be regenerated). The funnel's counts and stay lengths by
-- start day (docs/admin.md 'Funnel'), so that a funnel over a long range of a large fund adds up a few thousand rows
-- instead of reading every stay (docs/performance.md 'Fund dashboard and funnel'). A day is the US Eastern day the
-- subscription started (FUND_TIME_ZONE), as the funnel's ranges are.
CREATE FUNCTION "funnel_bucket"(seconds double precision) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT floor(10 * ln(greatest(seconds, 1)) / ln(2))::smallint
$$;
--> statement-breakpoint
CREATE FUNCTION "funnel_day"(cohort_at timestamp with time zone) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (cohort_at AT TIME ZONE 'America/New_York')::date
$$;
--> statement-breakpoint
INSERT INTO "funnel_days" ("fund_slug", "day", "step", "came_from", "visits", "first_visits")
SELECT "fund_slug", "funnel_day"("cohort_at"), "step", coalesce("came_from", ''), count(*),
       count(*) FILTER (WHERE "is_first_visit")
  FROM "step_stays" GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "funnel_stay_lengths" ("fund_slug", "day", "step", "bucket", "stays")
SELECT "fund_slug", "funnel_day"("cohort_at"), "step",
       "funnel_bucket"(extract(epoch FROM "left_at" - "entered_at")::double precision), count(*)
  FROM "step_stays" WHERE "left_at" IS NOT NULL GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- What a stay adds (sign 1) or takes away (sign -1): its visit, and its length once it has ended.
CREATE FUNCTION "funnel_stay_changed"(stay "step_stays", sign integer, visit boolean, length boolean)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  start_day date := "funnel_day"(stay."cohort_at");
BEGIN
  IF visit THEN
    INSERT INTO "funnel_changes" ("fund_slug", "day", "step", "came_from", "visits", "first_visits")
    VALUES (stay."fund_slug", start_day, stay."step", coalesce(stay."came_from", ''), sign,
            CASE WHEN stay."is_first_visit" THEN sign ELSE 0 END);
  END IF;
  IF length AND stay."left_at" IS NOT NULL THEN
    INSERT INTO "funnel_changes" ("fund_slug", "day", "step", "came_from", "visits", "first_visits", "bucket")
    VALUES (stay."fund_slug", start_day, stay."step", '', sign, 0,
            "funnel_bucket"(extract(epoch FROM stay."left_at" - stay."entered_at")::double precision));
  END IF;
END
$$;
--> statement-breakpoint
-- Every change of a stay is noted: a stay opened, one that ended (its length, and the first stay's step when its name
-- is settled), one removed with its subscription. What an update leaves as it was is not noted.
CREATE FUNCTION "funnel_changes_noted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  visit_moved boolean;
  length_moved boolean;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "funnel_stay_changed"(NEW, 1, true, true);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "funnel_stay_changed"(OLD, -1, true, true);
  ELSE
    visit_moved := (OLD."fund_slug", OLD."cohort_at", OLD."step", OLD."came_from", OLD."is_first_visit")
      IS DISTINCT FROM (NEW."fund_slug", NEW."cohort_at", NEW."step", NEW."came_from", NEW."is_first_visit");
    length_moved := (OLD."fund_slug", OLD."cohort_at", OLD."step", OLD."entered_at", OLD."left_at")
      IS DISTINCT FROM (NEW."fund_slug", NEW."cohort_at", NEW."step", NEW."entered_at", NEW."left_at");
    PERFORM "funnel_stay_changed"(OLD, -1, visit_moved, length_moved);
    PERFORM "funnel_stay_changed"(NEW, 1, visit_moved, length_moved);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "funnel_changes_noted" AFTER INSERT OR UPDATE OR DELETE ON "step_stays"
  FOR EACH ROW EXECUTE FUNCTION "funnel_changes_noted"();
