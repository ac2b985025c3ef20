CREATE TABLE "fund_faq_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fund_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"answer_markdown" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fund_team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fund_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"bio_markdown" text NOT NULL,
	"photo" "bytea",
	"photo_content_type" text,
	"photo_sha256" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "funds" ADD COLUMN "carry_percentage" double precision;--> statement-breakpoint
ALTER TABLE "funds" ADD COLUMN "management_fee_percentage" double precision;--> statement-breakpoint
ALTER TABLE "funds" ADD COLUMN "term_years" integer;--> statement-breakpoint
ALTER TABLE "funds" ADD COLUMN "vintage_year" integer;--> statement-breakpoint
ALTER TABLE "funds" ADD COLUMN "target_amount" bigint;--> statement-breakpoint
ALTER TABLE "funds" ADD COLUMN "is_progress_shown" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "funds" ADD COLUMN "overview_markdown" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fund_faq_entries" ADD CONSTRAINT "fund_faq_entries_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_team_members" ADD CONSTRAINT "fund_team_members_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE cascade ON UPDATE no action;