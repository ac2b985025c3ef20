CREATE TABLE "change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"requested_by_user_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"target_step" text NOT NULL,
	"items" jsonb NOT NULL,
	"voided_envelope_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "change_requests_mode_check" CHECK ("change_requests"."mode" in ('resignOnly', 'changeAnswers'))
);
--> statement-breakpoint
ALTER TABLE "envelopes" DROP CONSTRAINT "envelopes_subject_check";--> statement-breakpoint
ALTER TABLE "envelopes" ADD COLUMN "voided_transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "envelopes" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_requests_transaction_idx" ON "change_requests" USING btree ("transaction_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "change_requests_one_open_idx" ON "change_requests" USING btree ("transaction_id") WHERE "change_requests"."answered_at" is null;--> statement-breakpoint
ALTER TABLE "envelopes" ADD CONSTRAINT "envelopes_voided_transaction_id_transactions_id_fk" FOREIGN KEY ("voided_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "envelopes_voided_transaction_idx" ON "envelopes" USING btree ("voided_transaction_id");--> statement-breakpoint
ALTER TABLE "envelopes" ADD CONSTRAINT "envelopes_subject_check" CHECK (("envelopes"."purpose" = 'subscriptionAgreement') = (("envelopes"."transaction_id" is not null or "envelopes"."voided_transaction_id" is not null) and "envelopes"."fund_slug" is not null));