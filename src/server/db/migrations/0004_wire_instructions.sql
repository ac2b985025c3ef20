CREATE TABLE "fund_wire_instructions" (
	"fund_slug" text PRIMARY KEY NOT NULL,
	"confirmed_sealed" text,
	"confirmed_proposed_by" uuid,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone,
	"pending_sealed" text,
	"proposed_by" uuid,
	"proposed_at" timestamp with time zone,
	CONSTRAINT "fund_wire_instructions_pending_check" CHECK (("fund_wire_instructions"."pending_sealed" is null) = ("fund_wire_instructions"."proposed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "fund_wire_instructions" ADD CONSTRAINT "fund_wire_instructions_confirmed_proposed_by_users_id_fk" FOREIGN KEY ("confirmed_proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_wire_instructions" ADD CONSTRAINT "fund_wire_instructions_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_wire_instructions" ADD CONSTRAINT "fund_wire_instructions_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;