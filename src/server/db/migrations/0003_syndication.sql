CREATE TABLE "syndication_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_length" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "syndication_uploads_kind_check" CHECK ("syndication_uploads"."kind" in ('identity', 'accreditation')),
	CONSTRAINT "syndication_uploads_content_type_check" CHECK ("syndication_uploads"."content_type" in ('application/pdf', 'image/jpeg', 'image/png'))
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'todo' NOT NULL,
	"decision" text,
	"upload_id" uuid NOT NULL,
	"sealed_details" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verifications_kind_check" CHECK ("verifications"."kind" in ('identity', 'accreditation')),
	CONSTRAINT "verifications_status_check" CHECK ("verifications"."status" in ('todo', 'inProgress', 'completed', 'failed', 'notApplicable')),
	CONSTRAINT "verifications_decision_check" CHECK ("verifications"."decision" in ('approved', 'denied')),
	CONSTRAINT "verifications_decided_check" CHECK (("verifications"."status" = 'completed') = ("verifications"."decision" is not null))
);
--> statement-breakpoint
ALTER TABLE "envelopes" ALTER COLUMN "transaction_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "envelopes" ALTER COLUMN "fund_slug" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "envelopes" ADD COLUMN "purpose" text DEFAULT 'subscriptionAgreement' NOT NULL;--> statement-breakpoint
ALTER TABLE "syndication_uploads" ADD CONSTRAINT "syndication_uploads_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_upload_id_syndication_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."syndication_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "syndication_uploads_owner_idx" ON "syndication_uploads" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "verifications_queue_idx" ON "verifications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "verifications_user_idx" ON "verifications" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "verifications_pending_unique" ON "verifications" USING btree ("user_id","kind") WHERE "verifications"."status" in ('todo', 'inProgress');--> statement-breakpoint
CREATE UNIQUE INDEX "envelopes_nda_owner_unique" ON "envelopes" USING btree ("owner_user_id") WHERE "envelopes"."purpose" = 'syndicationNda';--> statement-breakpoint
ALTER TABLE "envelopes" ADD CONSTRAINT "envelopes_purpose_check" CHECK ("envelopes"."purpose" in ('subscriptionAgreement', 'syndicationNda'));--> statement-breakpoint
ALTER TABLE "envelopes" ADD CONSTRAINT "envelopes_subject_check" CHECK (("envelopes"."purpose" = 'subscriptionAgreement') = ("envelopes"."transaction_id" is not null and "envelopes"."fund_slug" is not null));