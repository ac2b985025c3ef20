CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"impersonated_user_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'investor' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"avatar" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('investor', 'admin')),
	CONSTRAINT "users_email_lower_check" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "fund_portal_settings" (
	"fund_id" uuid PRIMARY KEY NOT NULL,
	"portal_type" text DEFAULT 'fullQcp' NOT NULL,
	"start_datetime" timestamp with time zone,
	"end_datetime" timestamp with time zone,
	"close_datetime" timestamp with time zone,
	"reservation_start_datetime" timestamp with time zone,
	"reservation_end_datetime" timestamp with time zone,
	"requires_reservation_in_advance" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"legal_name" text NOT NULL,
	"final_subscription_agreement_deadline" timestamp with time zone,
	"accredited_qualified" boolean DEFAULT true NOT NULL,
	"type" text DEFAULT 'default' NOT NULL,
	"fund_type_code" text NOT NULL,
	"minimum_investment_amount" bigint NOT NULL,
	"maximum_investment_amount" bigint,
	"close_date" timestamp with time zone,
	"marketing_launch_date" timestamp with time zone,
	"commitment_deadline" timestamp with time zone,
	"initial_close_date" timestamp with time zone,
	"reservation_start_date" timestamp with time zone,
	"reservation_end_date" timestamp with time zone,
	"hex_color" text DEFAULT '#1f4e79' NOT NULL,
	"carry_type" text,
	"syndication_asset_type" text,
	"price_per_share" double precision DEFAULT 0 NOT NULL,
	"fund_max_exceeded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funds_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "investors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"portal_fund_slug" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"mobile_phone" text,
	"home_phone" text,
	"preferred_name" text,
	"primary_residence" jsonb,
	"sms_opt_in_date" timestamp with time zone,
	"proof_of_accreditation_date" timestamp with time zone,
	"proof_of_accreditation_submission_date" timestamp with time zone,
	"proof_of_accreditation_expiration_date" timestamp with time zone,
	"proof_of_accreditation_status" text,
	"proof_of_identity_status" text,
	"proof_of_identity_status_update_date" timestamp with time zone,
	"proof_of_identity_submission_date" timestamp with time zone,
	"syndication_program_sign_up_start_date" timestamp with time zone,
	"syndication_program_sign_up_acknowledgments_completion_date" timestamp with time zone,
	"syndication_program_sign_up_nda_completion_date" timestamp with time zone,
	"syndication_program_sign_up_acknowledgments_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investors_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_type" smallint NOT NULL,
	"is_global_investor" boolean DEFAULT false NOT NULL,
	"ssn" text,
	"ein" text,
	"is_ein_selected" boolean DEFAULT false NOT NULL,
	"non_us_tax_id" text,
	"is_no_tax_id_selected" boolean DEFAULT false NOT NULL,
	"trust_or_entity_name" text,
	"is_disregarded_entity_selected" boolean DEFAULT false NOT NULL,
	"disregarded_entity_ssn" text,
	"investment_address" jsonb,
	"accreditation_type" integer,
	"qualified_purchaser_definition" text,
	"is_married_investor" boolean,
	"spouse" jsonb,
	"jtwros_first_name" text,
	"jtwros_last_name" text,
	"jtwros_email" text,
	"jtwros_ssn" text,
	"jtwros_mobile_phone" text,
	"jtwros_home_phone" text,
	"is_jtwros_duplicate_correspondence_selected" boolean DEFAULT false NOT NULL,
	"is_jtwros_address_same_as_primary_subscriber_selected" boolean DEFAULT false NOT NULL,
	"jtwros_address" jsonb,
	"ira_custodian" text,
	"ira_custodian_name" text,
	"is_no_custodian_ira_number_selected" boolean DEFAULT false NOT NULL,
	"ira_type" text,
	"ira_account_number" text,
	"is_need_to_open_ira_selected" boolean DEFAULT false NOT NULL,
	"ira_secondary_ein" text,
	"account_name" text,
	"account_preferred_name" text,
	"is_promoted_interest_calculation_confirmation_selected" boolean DEFAULT false NOT NULL,
	"hide_for_reinvestment" boolean DEFAULT false NOT NULL,
	"is_moi_edit_mode_selected" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"fund_slug" text NOT NULL,
	"current_step" text DEFAULT 'INITIAL' NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"amount" bigint,
	"reservation_amount" bigint,
	"completion_date" timestamp with time zone,
	"funds_transfer_date" timestamp with time zone,
	"proof_of_accreditation_date" timestamp with time zone,
	"subscription_agreement_date" timestamp with time zone,
	"subscription_agreement_docusign_id" text,
	"account_id" uuid,
	"required_reservation_in_advance" boolean DEFAULT false NOT NULL,
	"rejection_date" timestamp with time zone,
	"rejection_reason" text,
	"is_approved" boolean,
	"wait_list_date" timestamp with time zone,
	"vintage_fund_code" text,
	"is_existing_account_selected" boolean DEFAULT false NOT NULL,
	"fund_reopened_notification_selected_date" timestamp with time zone,
	"ira_requested_date" timestamp with time zone,
	"ira_ssn_confirmed_with_subscription_agreement_signing_date" timestamp with time zone,
	"ira_secondary_ein_confirmed_with_subscription_agreement_signing_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_user_id" uuid,
	"impersonated_user_id" uuid,
	"action" text NOT NULL,
	"target" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonated_user_id_users_id_fk" FOREIGN KEY ("impersonated_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_portal_settings" ADD CONSTRAINT "fund_portal_settings_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investors" ADD CONSTRAINT "investors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_fund_slug_funds_slug_fk" FOREIGN KEY ("fund_slug") REFERENCES "public"."funds"("slug") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_impersonated_user_id_users_id_fk" FOREIGN KEY ("impersonated_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_resets_user_id_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "transactions_user_id_idx" ON "transactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "transactions_fund_slug_idx" ON "transactions" USING btree ("fund_slug");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id");