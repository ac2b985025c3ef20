CREATE TABLE "data_room_document_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_length" integer NOT NULL,
	"page_count" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_room_document_versions_type_check" CHECK ("data_room_document_versions"."content_type" in ('application/pdf', 'image/jpeg', 'image/png'))
);
--> statement-breakpoint
CREATE TABLE "data_room_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fund_id" uuid NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"access_level" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_room_documents_category_check" CHECK ("data_room_documents"."category" in ('offeringMemorandum', 'partnershipAgreement', 'subscriptionAgreementSample', 'presentation', 'financials', 'faq', 'other')),
	CONSTRAINT "data_room_documents_access_check" CHECK ("data_room_documents"."access_level" in ('public', 'investor', 'nda', 'subscriber'))
);
--> statement-breakpoint
CREATE TABLE "data_room_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"user_id" uuid,
	"impersonator_user_id" uuid,
	"kind" text NOT NULL,
	"pages_seen" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_room_events_kind_check" CHECK ("data_room_events"."kind" in ('view', 'download'))
);
--> statement-breakpoint
CREATE TABLE "data_room_nda_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fund_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"text_sha256" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "fund_data_rooms" (
	"fund_id" uuid PRIMARY KEY NOT NULL,
	"nda_required" boolean DEFAULT false NOT NULL,
	"nda_text" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_room_document_versions" ADD CONSTRAINT "data_room_document_versions_document_id_data_room_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."data_room_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_document_versions" ADD CONSTRAINT "data_room_document_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_documents" ADD CONSTRAINT "data_room_documents_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_documents" ADD CONSTRAINT "data_room_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_events" ADD CONSTRAINT "data_room_events_document_id_data_room_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."data_room_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_events" ADD CONSTRAINT "data_room_events_version_id_data_room_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."data_room_document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_events" ADD CONSTRAINT "data_room_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_events" ADD CONSTRAINT "data_room_events_impersonator_user_id_users_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_nda_acceptances" ADD CONSTRAINT "data_room_nda_acceptances_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_nda_acceptances" ADD CONSTRAINT "data_room_nda_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_data_rooms" ADD CONSTRAINT "fund_data_rooms_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_room_document_versions_unique" ON "data_room_document_versions" USING btree ("document_id","version");--> statement-breakpoint
CREATE INDEX "data_room_documents_fund_idx" ON "data_room_documents" USING btree ("fund_id","position");--> statement-breakpoint
CREATE INDEX "data_room_events_document_idx" ON "data_room_events" USING btree ("document_id","created_at");--> statement-breakpoint
CREATE INDEX "data_room_events_user_idx" ON "data_room_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_room_nda_acceptances_unique" ON "data_room_nda_acceptances" USING btree ("fund_id","user_id");