CREATE TABLE "project_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"title" text NOT NULL,
	"deliverables" text[] DEFAULT '{}'::text[] NOT NULL,
	"start_date" date NOT NULL,
	"due_date" date NOT NULL,
	"owner_id" text,
	"hours_per_week" numeric(4, 1) NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_milestones_dates_check" CHECK ("project_milestones"."due_date" >= "project_milestones"."start_date"),
	CONSTRAINT "project_milestones_hours_check" CHECK ("project_milestones"."hours_per_week" > 0 and "project_milestones"."hours_per_week" <= 60),
	CONSTRAINT "project_milestones_title_check" CHECK (length("project_milestones"."title") between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "hours_per_week" smallint;--> statement-breakpoint
ALTER TABLE "project_milestones" ADD CONSTRAINT "project_milestones_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_milestones" ADD CONSTRAINT "project_milestones_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_milestones_project_idx" ON "project_milestones" USING btree ("project_id","start_date");--> statement-breakpoint
CREATE INDEX "project_milestones_owner_idx" ON "project_milestones" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD CONSTRAINT "professional_profiles_hours_per_week_check" CHECK ("professional_profiles"."hours_per_week" is null or "professional_profiles"."hours_per_week" between 1 and 60);