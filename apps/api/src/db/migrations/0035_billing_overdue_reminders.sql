CREATE TABLE "invoice_reminders" (
	"invoice_id" uuid NOT NULL,
	"reminder_number" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_reminders_number_check" CHECK ("invoice_reminders"."reminder_number" > 0)
);
--> statement-breakpoint
ALTER TABLE "billing_documents" ADD COLUMN "fee_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_billing_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."billing_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_reminders_number_idx" ON "invoice_reminders" USING btree ("invoice_id","reminder_number");--> statement-breakpoint
CREATE INDEX "billing_documents_issue_date_idx" ON "billing_documents" USING btree ("issue_date");--> statement-breakpoint
CREATE INDEX "billing_documents_due_date_idx" ON "billing_documents" USING btree ("due_date") WHERE "billing_documents"."kind" = 'invoice';--> statement-breakpoint
-- The fee of the documents issued before the column: their agency-fee lines, read from the document as issued.
-- The trigger that keeps issued documents unchanged is set aside for this one fill, in this transaction.
ALTER TABLE "billing_documents" DISABLE TRIGGER "billing_documents_immutable";--> statement-breakpoint
UPDATE "billing_documents" d SET "fee_cents" = coalesce((
  SELECT sum(round((l->>'quantity')::numeric * (l->>'unitPriceCents')::numeric))
  FROM jsonb_array_elements(d."document"->'lines') l WHERE l->>'kind' = 'agency-fee'), 0);--> statement-breakpoint
ALTER TABLE "billing_documents" ENABLE TRIGGER "billing_documents_immutable";
