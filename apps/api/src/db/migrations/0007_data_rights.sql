CREATE TABLE "account_deletions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"cancel_token_hash" text NOT NULL,
	CONSTRAINT "account_deletions_cancel_token_hash_unique" UNIQUE("cancel_token_hash")
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"object_key" text,
	"size_bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "data_exports_status_check" CHECK ("data_exports"."status" in ('pending', 'building', 'ready', 'failed', 'expired')),
	CONSTRAINT "data_exports_progress_check" CHECK ("data_exports"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "project_invitations" DROP CONSTRAINT "project_invitations_professional_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_client_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "project_invitations" ALTER COLUMN "professional_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "client_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_deletions_due_at_idx" ON "account_deletions" USING btree ("due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_one_in_progress_idx" ON "data_exports" USING btree ("user_id") WHERE "data_exports"."status" in ('pending', 'building');--> statement-breakpoint
CREATE INDEX "data_exports_user_created_at_idx" ON "data_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "data_exports_to_build_idx" ON "data_exports" USING btree ("created_at") WHERE "data_exports"."status" in ('pending', 'building');--> statement-breakpoint
CREATE INDEX "data_exports_to_expire_idx" ON "data_exports" USING btree ("expires_at") WHERE "data_exports"."status" = 'ready';--> statement-breakpoint
ALTER TABLE "project_invitations" ADD CONSTRAINT "project_invitations_professional_id_user_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_client_id_user_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Deleted accounts are erased: the audit log keeps what they were (their role), not who they were.
UPDATE "admin_audit_log" SET "before" = jsonb_build_object('role', "before" -> 'role') WHERE "action" = 'user.delete' AND "before" IS NOT NULL;
