CREATE TABLE "milestone_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"milestone_id" uuid NOT NULL,
	"author_id" text,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decision" text,
	"decision_comment" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "milestone_deliveries_note_check" CHECK (length("milestone_deliveries"."note") between 1 and 2000),
	CONSTRAINT "milestone_deliveries_decision_check" CHECK ("milestone_deliveries"."decision" is null or "milestone_deliveries"."decision" in ('accepted', 'changes_requested')),
	CONSTRAINT "milestone_deliveries_decided_check" CHECK (("milestone_deliveries"."decision" is null) = ("milestone_deliveries"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "project_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"message_id" uuid,
	"delivery_id" uuid,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_attachments_kind_check" CHECK ("project_attachments"."kind" in ('image', 'pdf')),
	CONSTRAINT "project_attachments_owner_check" CHECK (("project_attachments"."message_id" is null) <> ("project_attachments"."delivery_id" is null)),
	CONSTRAINT "project_attachments_file_name_check" CHECK (length("project_attachments"."file_name") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "project_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"author_role" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"publishes_at" timestamp with time zone NOT NULL,
	"response" text,
	"responded_at" timestamp with time zone,
	CONSTRAINT "project_reviews_role_check" CHECK ("project_reviews"."author_role" in ('client', 'member')),
	CONSTRAINT "project_reviews_rating_check" CHECK ("project_reviews"."rating" between 1 and 5),
	CONSTRAINT "project_reviews_comment_check" CHECK (length("project_reviews"."comment") between 1 and 2000),
	CONSTRAINT "project_reviews_response_check" CHECK ("project_reviews"."response" is null or length("project_reviews"."response") between 1 and 2000),
	CONSTRAINT "project_reviews_not_self_check" CHECK ("project_reviews"."author_id" <> "project_reviews"."subject_id")
);
--> statement-breakpoint
CREATE TABLE "project_thread_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_thread_messages_body_check" CHECK (length("project_thread_messages"."body") <= 4000)
);
--> statement-breakpoint
ALTER TABLE "project_invitations" DROP CONSTRAINT "project_invitations_status_check";--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_status_check";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_milestones" ADD COLUMN "delivery_status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "project_milestones" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "milestone_deliveries" ADD CONSTRAINT "milestone_deliveries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_deliveries" ADD CONSTRAINT "milestone_deliveries_milestone_id_project_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."project_milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_deliveries" ADD CONSTRAINT "milestone_deliveries_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_deliveries" ADD CONSTRAINT "milestone_deliveries_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_attachments" ADD CONSTRAINT "project_attachments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_attachments" ADD CONSTRAINT "project_attachments_message_id_project_thread_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."project_thread_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_attachments" ADD CONSTRAINT "project_attachments_delivery_id_milestone_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."milestone_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_reviews" ADD CONSTRAINT "project_reviews_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_reviews" ADD CONSTRAINT "project_reviews_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_reviews" ADD CONSTRAINT "project_reviews_subject_id_user_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_thread_messages" ADD CONSTRAINT "project_thread_messages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_thread_messages" ADD CONSTRAINT "project_thread_messages_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "milestone_deliveries_milestone_idx" ON "milestone_deliveries" USING btree ("milestone_id","created_at");--> statement-breakpoint
CREATE INDEX "milestone_deliveries_project_idx" ON "milestone_deliveries" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_attachments_storage_key_unique" ON "project_attachments" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "project_attachments_message_idx" ON "project_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "project_attachments_delivery_idx" ON "project_attachments" USING btree ("delivery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_reviews_pair_unique" ON "project_reviews" USING btree ("project_id","author_id","subject_id");--> statement-breakpoint
CREATE INDEX "project_reviews_subject_idx" ON "project_reviews" USING btree ("subject_id","publishes_at");--> statement-breakpoint
CREATE INDEX "project_thread_messages_project_created_at_idx" ON "project_thread_messages" USING btree ("project_id","created_at","id");--> statement-breakpoint
ALTER TABLE "project_invitations" ADD CONSTRAINT "project_invitations_status_check" CHECK ("project_invitations"."status" in ('pending', 'accepted', 'declined', 'replaced', 'left'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_status_check" CHECK ("projects"."status" in ('draft', 'proposed', 'staffing', 'staffed', 'in_progress', 'delivered', 'cancelled'));--> statement-breakpoint
ALTER TABLE "project_milestones" ADD CONSTRAINT "project_milestones_delivery_status_check" CHECK ("project_milestones"."delivery_status" in ('open', 'delivered', 'changes_requested', 'accepted'));--> statement-breakpoint
-- Projects cancelled before their cancellation was dated: their last change is when.
UPDATE "projects" SET "cancelled_at" = "updated_at" WHERE "status" = 'cancelled' AND "cancelled_at" IS NULL;
