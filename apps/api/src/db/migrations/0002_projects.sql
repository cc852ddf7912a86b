CREATE TABLE "project_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"professional_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"replaces_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "project_invitations_status_check" CHECK ("project_invitations"."status" in ('pending', 'accepted', 'declined', 'replaced'))
);
--> statement-breakpoint
CREATE TABLE "project_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_messages_role_check" CHECK ("project_messages"."role" in ('user', 'assistant'))
);
--> statement-breakpoint
CREATE TABLE "project_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"is_chosen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'fr' NOT NULL,
	"budget_kind" text,
	"budget_amount" numeric(12, 2),
	"start_date" date,
	"deadline" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"draft_brief" jsonb,
	"brief" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_status_check" CHECK ("projects"."status" in ('draft', 'proposed', 'staffing', 'staffed', 'cancelled')),
	CONSTRAINT "projects_language_check" CHECK ("projects"."language" in ('fr', 'en')),
	CONSTRAINT "projects_budget_kind_check" CHECK ("projects"."budget_kind" is null or "projects"."budget_kind" in ('total', 'hourly')),
	CONSTRAINT "projects_budget_amount_check" CHECK ("projects"."budget_amount" is null or "projects"."budget_amount" >= 0),
	CONSTRAINT "projects_dates_check" CHECK ("projects"."deadline" is null or "projects"."start_date" is null or "projects"."deadline" >= "projects"."start_date")
);
--> statement-breakpoint
ALTER TABLE "project_invitations" ADD CONSTRAINT "project_invitations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_invitations" ADD CONSTRAINT "project_invitations_professional_id_user_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_messages" ADD CONSTRAINT "project_messages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_proposals" ADD CONSTRAINT "project_proposals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_client_id_user_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_invitations_live_seat_unique" ON "project_invitations" USING btree ("project_id","professional_id") WHERE "project_invitations"."status" in ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "project_invitations_professional_idx" ON "project_invitations" USING btree ("professional_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "project_invitations_project_idx" ON "project_invitations" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_messages_project_created_at_idx" ON "project_messages" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "project_proposals_project_kind_unique" ON "project_proposals" USING btree ("project_id","kind");--> statement-breakpoint
CREATE INDEX "projects_client_created_at_idx" ON "projects" USING btree ("client_id","created_at" DESC NULLS LAST);