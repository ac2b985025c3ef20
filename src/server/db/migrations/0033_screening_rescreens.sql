CREATE TABLE "screening_rescreens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list" text NOT NULL,
	"version" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"cursor" uuid,
	"claimed_until" timestamp with time zone,
	"screened" integer DEFAULT 0 NOT NULL,
	"new_matches" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "screening_rescreens_version_idx" ON "screening_rescreens" USING btree ("list","version");--> statement-breakpoint
CREATE INDEX "screening_rescreens_pending_idx" ON "screening_rescreens" USING btree ("status");