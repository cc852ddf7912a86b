CREATE TABLE "proposal_thread_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposal_thread_messages_body_check" CHECK (length("proposal_thread_messages"."body") <= 4000)
);
--> statement-breakpoint
ALTER TABLE "project_attachments" DROP CONSTRAINT "project_attachments_owner_check";--> statement-breakpoint
ALTER TABLE "project_attachments" ADD COLUMN "proposal_message_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "proposal_id" uuid;--> statement-breakpoint
ALTER TABLE "proposal_thread_messages" ADD CONSTRAINT "proposal_thread_messages_proposal_id_project_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."project_proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_thread_messages" ADD CONSTRAINT "proposal_thread_messages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_thread_messages" ADD CONSTRAINT "proposal_thread_messages_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposal_thread_messages_proposal_created_at_idx" ON "proposal_thread_messages" USING btree ("proposal_id","created_at","id");--> statement-breakpoint
ALTER TABLE "project_attachments" ADD CONSTRAINT "project_attachments_proposal_message_id_proposal_thread_messages_id_fk" FOREIGN KEY ("proposal_message_id") REFERENCES "public"."proposal_thread_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_proposal_id_project_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."project_proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_attachments_proposal_message_idx" ON "project_attachments" USING btree ("proposal_message_id");--> statement-breakpoint
CREATE INDEX "notifications_proposal_idx" ON "notifications" USING btree ("proposal_id");--> statement-breakpoint
ALTER TABLE "project_attachments" ADD CONSTRAINT "project_attachments_owner_check" CHECK (num_nonnulls("project_attachments"."message_id", "project_attachments"."delivery_id", "project_attachments"."proposal_message_id") = 1);