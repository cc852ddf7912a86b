CREATE TABLE "invoiced_timesheet_weeks" (
	"week_id" uuid PRIMARY KEY NOT NULL,
	"invoice_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"member_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_payouts_amount_check" CHECK ("member_payouts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "timesheet_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"week_id" uuid NOT NULL,
	"milestone_id" uuid,
	"milestone_title" text NOT NULL,
	"day" date NOT NULL,
	"hours" numeric(4, 2) NOT NULL,
	CONSTRAINT "timesheet_entries_hours_check" CHECK ("timesheet_entries"."hours" > 0 and "timesheet_entries"."hours" <= 24)
);
--> statement-breakpoint
CREATE TABLE "timesheet_weeks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"member_id" text NOT NULL,
	"week_of" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"over_booking_reason" text,
	"sent_back_comment" text,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"hourly_rate_cents" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_weeks_status_check" CHECK ("timesheet_weeks"."status" in ('draft', 'submitted', 'approved')),
	CONSTRAINT "timesheet_weeks_monday_check" CHECK (extract(isodow from "timesheet_weeks"."week_of") = 1),
	CONSTRAINT "timesheet_weeks_approved_check" CHECK (("timesheet_weeks"."status" = 'approved') = ("timesheet_weeks"."approved_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "project_billing" ADD COLUMN "billing_mode" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoiced_timesheet_weeks" ADD CONSTRAINT "invoiced_timesheet_weeks_week_id_timesheet_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."timesheet_weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoiced_timesheet_weeks" ADD CONSTRAINT "invoiced_timesheet_weeks_invoice_id_billing_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."billing_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_payouts" ADD CONSTRAINT "member_payouts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_payouts" ADD CONSTRAINT "member_payouts_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD CONSTRAINT "timesheet_entries_week_id_timesheet_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."timesheet_weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD CONSTRAINT "timesheet_entries_milestone_id_project_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."project_milestones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_weeks" ADD CONSTRAINT "timesheet_weeks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_weeks" ADD CONSTRAINT "timesheet_weeks_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_payouts_member_idx" ON "member_payouts" USING btree ("member_id","project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_entries_day_idx" ON "timesheet_entries" USING btree ("week_id","milestone_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_weeks_member_week_idx" ON "timesheet_weeks" USING btree ("project_id","member_id","week_of");--> statement-breakpoint
CREATE INDEX "timesheet_weeks_member_idx" ON "timesheet_weeks" USING btree ("member_id");