DROP INDEX "transactions_fund_phase_updated_idx";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "withdrawal_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "withdrawal_reason" text;--> statement-breakpoint
CREATE INDEX "transactions_fund_phase_updated_idx" ON "transactions" USING btree ("fund_slug",(case
  when "rejection_date" is not null then 'declined'
  when "withdrawal_date" is not null then 'withdrawn'
  when "completion_date" is not null
    or ("funds_transfer_date" is not null and "proof_of_accreditation_date" is not null
      and "subscription_agreement_date" is not null) then 'complete'
  when "funds_transfer_date" is not null then 'funded'
  when "subscription_agreement_date" is not null then 'signed'
  when "current_step" = 'MID_CLOSING' then 'signing'
  when "wait_list_date" is not null then 'waitlisted'
  when "current_step" in ('ERROR_UNKNOWN', 'INVALID_INVESTOR_STATUS', 'INVALID_JTWROS_INVESTOR_STATUS', 'IRA_PROVIDER_CUSTOM_CONFIRM') then 'notEligible'
  else 'inProgress' end),"updated_at","id","amount");