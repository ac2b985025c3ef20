CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"fund_slug" text,
	"owner_user_id" uuid,
	"file_name" text NOT NULL,
	"content" "bytea" NOT NULL,
	"is_encrypted" boolean DEFAULT false NOT NULL,
	"sha256" text NOT NULL,
	"byte_length" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_kind_check" CHECK ("documents"."kind" in ('template', 'filled', 'sealed'))
);
--> statement-breakpoint
CREATE TABLE "envelope_signers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"envelope_id" uuid NOT NULL,
	"role" text NOT NULL,
	"routing_order" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"consented_at" timestamp with time zone,
	"consent_sha256" text,
	"consent_ip" text,
	"consent_user_agent" text,
	"signed_at" timestamp with time zone,
	"signature_kind" text,
	"signature_text" text,
	"signature_image" "bytea",
	"sign_ip" text,
	"sign_user_agent" text,
	"auth_method" text,
	"invited_at" timestamp with time zone,
	"reminder_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "envelope_signers_role_unique" UNIQUE("envelope_id","role"),
	CONSTRAINT "envelope_signers_role_check" CHECK ("envelope_signers"."role" in ('investor', 'coInvestor', 'spouse'))
);
--> statement-breakpoint
CREATE TABLE "envelopes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"fund_slug" text NOT NULL,
	"provider" text DEFAULT 'builtin' NOT NULL,
	"status" text DEFAULT 'inProgress' NOT NULL,
	"template_document_id" uuid,
	"filled_document_id" uuid NOT NULL,
	"sealed_fill" text NOT NULL,
	"placements" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sealed_document_id" uuid,
	"sealed_sha256" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "envelopes_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
CREATE TABLE "signer_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"signer_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_sent_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signer_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "signing_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"envelope_id" uuid NOT NULL,
	"signer_id" uuid,
	"type" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"signer_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signing_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_fund_slug_funds_slug_fk" FOREIGN KEY ("fund_slug") REFERENCES "public"."funds"("slug") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelope_signers" ADD CONSTRAINT "envelope_signers_envelope_id_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."envelopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelope_signers" ADD CONSTRAINT "envelope_signers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelopes" ADD CONSTRAINT "envelopes_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelopes" ADD CONSTRAINT "envelopes_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelopes" ADD CONSTRAINT "envelopes_template_document_id_documents_id_fk" FOREIGN KEY ("template_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelopes" ADD CONSTRAINT "envelopes_filled_document_id_documents_id_fk" FOREIGN KEY ("filled_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelopes" ADD CONSTRAINT "envelopes_sealed_document_id_documents_id_fk" FOREIGN KEY ("sealed_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signer_sessions" ADD CONSTRAINT "signer_sessions_signer_id_envelope_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."envelope_signers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signer_sessions" ADD CONSTRAINT "signer_sessions_link_id_signing_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."signing_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_events" ADD CONSTRAINT "signing_events_envelope_id_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."envelopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_events" ADD CONSTRAINT "signing_events_signer_id_envelope_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."envelope_signers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_links" ADD CONSTRAINT "signing_links_signer_id_envelope_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."envelope_signers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_fund_slug_idx" ON "documents" USING btree ("fund_slug");--> statement-breakpoint
CREATE INDEX "documents_owner_idx" ON "documents" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "envelopes_owner_idx" ON "envelopes" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "signer_sessions_signer_idx" ON "signer_sessions" USING btree ("signer_id");--> statement-breakpoint
CREATE INDEX "signing_events_envelope_idx" ON "signing_events" USING btree ("envelope_id");--> statement-breakpoint
CREATE INDEX "signing_links_signer_idx" ON "signing_links" USING btree ("signer_id");