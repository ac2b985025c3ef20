ALTER TABLE "envelopes" ADD COLUMN "tax_form_kind" text;--> statement-breakpoint
ALTER TABLE "envelopes" ADD COLUMN "tax_form_filled_document_id" uuid;--> statement-breakpoint
ALTER TABLE "envelopes" ADD COLUMN "tax_form_placements" jsonb;--> statement-breakpoint
ALTER TABLE "envelopes" ADD COLUMN "tax_form_sealed_document_id" uuid;--> statement-breakpoint
ALTER TABLE "envelopes" ADD COLUMN "tax_form_sealed_sha256" text;--> statement-breakpoint
ALTER TABLE "envelopes" ADD CONSTRAINT "envelopes_tax_form_filled_document_id_documents_id_fk" FOREIGN KEY ("tax_form_filled_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelopes" ADD CONSTRAINT "envelopes_tax_form_sealed_document_id_documents_id_fk" FOREIGN KEY ("tax_form_sealed_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelopes" ADD CONSTRAINT "envelopes_tax_form_check" CHECK (("envelopes"."tax_form_kind" is null or "envelopes"."tax_form_kind" in ('W-9', 'W-8BEN', 'W-8BEN-E')) and ("envelopes"."tax_form_kind" is null) = ("envelopes"."tax_form_filled_document_id" is null));