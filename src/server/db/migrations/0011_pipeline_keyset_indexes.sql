DROP INDEX "transactions_fund_slug_idx";--> statement-breakpoint
CREATE INDEX "transactions_fund_updated_idx" ON "transactions" USING btree ("fund_slug","updated_at","id");--> statement-breakpoint
CREATE INDEX "transactions_fund_created_idx" ON "transactions" USING btree ("fund_slug","created_at","id");--> statement-breakpoint
CREATE INDEX "envelopes_fund_transaction_idx" ON "envelopes" USING btree ("fund_slug","transaction_id");