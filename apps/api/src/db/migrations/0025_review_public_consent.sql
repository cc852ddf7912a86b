ALTER TABLE "project_reviews" ADD COLUMN "public_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_reviews" ADD COLUMN "public_name" text DEFAULT 'initial' NOT NULL;--> statement-breakpoint
ALTER TABLE "project_reviews" ADD COLUMN "public_budget" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "project_reviews_public_idx" ON "project_reviews" USING btree ("publishes_at") WHERE "project_reviews"."public_consent_at" is not null;--> statement-breakpoint
ALTER TABLE "project_reviews" ADD CONSTRAINT "project_reviews_public_name_check" CHECK ("project_reviews"."public_name" in ('full', 'initial'));--> statement-breakpoint
ALTER TABLE "project_reviews" ADD CONSTRAINT "project_reviews_public_client_check" CHECK ("project_reviews"."public_consent_at" is null or "project_reviews"."author_role" = 'client');