CREATE TABLE "agency_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_settings_single_row_check" CHECK ("agency_settings"."id")
);
--> statement-breakpoint
CREATE TABLE "billing_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"project_id" uuid,
	"milestone_id" uuid,
	"milestone_title" text,
	"credited_invoice_id" uuid,
	"issue_date" date NOT NULL,
	"due_date" date,
	"net_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"gross_cents" bigint NOT NULL,
	"document" jsonb NOT NULL,
	"xml" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"pdf_sha256" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_documents_kind_check" CHECK ("billing_documents"."kind" in ('invoice', 'credit-note')),
	CONSTRAINT "billing_documents_credit_check" CHECK (("billing_documents"."kind" = 'credit-note') = ("billing_documents"."credited_invoice_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "billing_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_amount_check" CHECK ("invoice_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "project_billing" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"fee_percent" numeric(5, 2),
	"billing_details" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_milestone_id_project_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."project_milestones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_billing_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."billing_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_billing" ADD CONSTRAINT "project_billing_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_documents_number_idx" ON "billing_documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_documents_sequence_idx" ON "billing_documents" USING btree ("year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_documents_milestone_idx" ON "billing_documents" USING btree ("milestone_id") WHERE "billing_documents"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "billing_documents_project_idx" ON "billing_documents" USING btree ("project_id","issue_date");--> statement-breakpoint
CREATE INDEX "billing_documents_credited_idx" ON "billing_documents" USING btree ("credited_invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id");