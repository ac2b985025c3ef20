ALTER TABLE "transactions" ADD COLUMN "investor_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The pipeline's name and search (docs/admin.md 'Pipeline'): the name rule kept on the transaction by triggers, and
-- indexes for the sorts and the search, so that a sorted or searched page reads an index instead of every row of
-- the fund. portal_fold and portal_investor_name are the SQL of pipeline-sql.ts's fold and investorNameSql; the
-- pipeline's tests hold the stored name to the TypeScript rule.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE FUNCTION "portal_fold"(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(regexp_replace(normalize(value, NFKD), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g'))
$$;
--> statement-breakpoint
CREATE FUNCTION "portal_joined_name"(first_name text, last_name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT nullif(trim(concat_ws(' ', coalesce(nullif(trim(first_name), ''), ''), coalesce(nullif(trim(last_name), ''), ''))), '')
$$;
--> statement-breakpoint
CREATE FUNCTION "portal_investor_name"(answers jsonb, owner uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    "portal_joined_name"(
      CASE WHEN jsonb_typeof(answers->'legalFirstName') = 'string' THEN answers->>'legalFirstName' END,
      CASE WHEN jsonb_typeof(answers->'legalLastName') = 'string' THEN answers->>'legalLastName' END),
    "portal_joined_name"(i."first_name", i."last_name"),
    "portal_joined_name"(u."first_name", u."last_name"),
    u."email")
  FROM "users" u LEFT JOIN "investors" i ON i."user_id" = u."id"
  WHERE u."id" = owner
$$;
--> statement-breakpoint
CREATE FUNCTION "transactions_investor_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."investor_name" := coalesce("portal_investor_name"(NEW."values", NEW."user_id"), '');
  NEW."search_text" := "portal_fold"(NEW."investor_name" || ' ' || coalesce((SELECT "email" FROM "users" WHERE "id" = NEW."user_id"), ''));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "transactions_investor_name" BEFORE INSERT OR UPDATE OF "values", "user_id" ON "transactions"
  FOR EACH ROW EXECUTE FUNCTION "transactions_investor_name"();
--> statement-breakpoint
-- A change of the profile's or the account's name or e-mail reaches the owner's transactions.
CREATE FUNCTION "owner_investor_name"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner uuid;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    owner := NEW."id";
  ELSIF TG_OP = 'DELETE' THEN
    owner := OLD."user_id";
  ELSE
    owner := NEW."user_id";
  END IF;
  UPDATE "transactions" t
     SET "investor_name" = n.name,
         "search_text" = "portal_fold"(n.name || ' ' || coalesce((SELECT "email" FROM "users" WHERE "id" = owner), ''))
    FROM (SELECT tx."id", coalesce("portal_investor_name"(tx."values", tx."user_id"), '') AS name
            FROM "transactions" tx WHERE tx."user_id" = owner) n
   WHERE t."id" = n."id"
     AND (t."investor_name" IS DISTINCT FROM n.name
       OR t."search_text" IS DISTINCT FROM "portal_fold"(n.name || ' ' || coalesce((SELECT "email" FROM "users" WHERE "id" = owner), '')));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_investor_name" AFTER UPDATE OF "first_name", "last_name", "email" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "owner_investor_name"();
--> statement-breakpoint
CREATE TRIGGER "investors_investor_name" AFTER INSERT OR UPDATE OF "first_name", "last_name", "user_id" OR DELETE ON "investors"
  FOR EACH ROW EXECUTE FUNCTION "owner_investor_name"();
--> statement-breakpoint
UPDATE "transactions" SET "investor_name" = coalesce("portal_investor_name"("values", "user_id"), '');
--> statement-breakpoint
UPDATE "transactions" t SET "search_text" = "portal_fold"(t."investor_name" || ' ' || u."email") FROM "users" u WHERE u."id" = t."user_id";
--> statement-breakpoint
-- The sorts by investor, amount (missing amounts last in either order) and step, and the search.
CREATE INDEX "transactions_fund_investor_idx" ON "transactions" ("fund_slug", ("portal_fold"("investor_name") COLLATE "C"), "id");
--> statement-breakpoint
CREATE INDEX "transactions_fund_amount_idx" ON "transactions" ("fund_slug", ("amount" IS NULL), "amount", "id");
--> statement-breakpoint
CREATE INDEX "transactions_fund_amount_desc_idx" ON "transactions" ("fund_slug", ("amount" IS NULL), "amount" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "transactions_search_idx" ON "transactions" USING gin ("search_text" gin_trgm_ops);
