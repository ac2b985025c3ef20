CREATE TABLE "screening_entries" (
	"list" text NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"names" text[] NOT NULL,
	"birth_dates" text[] NOT NULL,
	"countries" text[] NOT NULL,
	"programs" text[] NOT NULL,
	"content_hash" text NOT NULL,
	"version" text NOT NULL,
	CONSTRAINT "screening_entries_list_key_pk" PRIMARY KEY("list","key")
);
--> statement-breakpoint
CREATE TABLE "screening_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list" text NOT NULL,
	"version" text NOT NULL,
	"entries" integer NOT NULL,
	"added" integer NOT NULL,
	"changed" integer NOT NULL,
	"removed" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screening_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"screening_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"role" text NOT NULL,
	"subject_name" text NOT NULL,
	"list" text NOT NULL,
	"list_version" text NOT NULL,
	"entry_key" text NOT NULL,
	"entry_name" text NOT NULL,
	"matched_name" text NOT NULL,
	"score" real NOT NULL,
	"reasons" jsonb NOT NULL,
	"programs" text[] NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screenings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"role" text NOT NULL,
	"subject_name" text NOT NULL,
	"provider" text NOT NULL,
	"list" text NOT NULL,
	"list_version" text NOT NULL,
	"result" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "screening_matches" ADD CONSTRAINT "screening_matches_screening_id_screenings_id_fk" FOREIGN KEY ("screening_id") REFERENCES "public"."screenings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_matches" ADD CONSTRAINT "screening_matches_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_matches" ADD CONSTRAINT "screening_matches_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenings" ADD CONSTRAINT "screenings_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screening_entries_version_idx" ON "screening_entries" USING btree ("list","version");--> statement-breakpoint
CREATE UNIQUE INDEX "screening_lists_version_idx" ON "screening_lists" USING btree ("list","version");--> statement-breakpoint
CREATE UNIQUE INDEX "screening_matches_once_idx" ON "screening_matches" USING btree ("transaction_id","role","subject_name","list","entry_key");--> statement-breakpoint
CREATE INDEX "screening_matches_open_idx" ON "screening_matches" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "screenings_transaction_idx" ON "screenings" USING btree ("transaction_id","created_at");