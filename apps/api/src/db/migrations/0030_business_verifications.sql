CREATE TABLE "business_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"requested_by" text,
	"siret" text NOT NULL,
	"registry" jsonb NOT NULL,
	"document_key" text NOT NULL,
	"document_name" text NOT NULL,
	"document_size" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reviewer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "business_verifications_subject_type_check" CHECK ("business_verifications"."subject_type" in ('professional', 'organisation')),
	CONSTRAINT "business_verifications_status_check" CHECK ("business_verifications"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "business_verifications_decision_check" CHECK (("business_verifications"."status" = 'pending') = ("business_verifications"."decided_at" is null)
          and ("business_verifications"."status" = 'rejected') = ("business_verifications"."reason" is not null)),
	CONSTRAINT "business_verifications_siret_check" CHECK ("business_verifications"."siret" ~ '^[0-9]{14}$')
);
--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "siret" text;--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_verifications" ADD CONSTRAINT "business_verifications_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_verifications" ADD CONSTRAINT "business_verifications_reviewer_id_user_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_verifications_one_pending_idx" ON "business_verifications" USING btree ("subject_type","subject_id") WHERE "business_verifications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "business_verifications_subject_idx" ON "business_verifications" USING btree ("subject_type","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "business_verifications_queue_idx" ON "business_verifications" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD CONSTRAINT "professional_profiles_verified_check" CHECK ("professional_profiles"."verified_at" is null or "professional_profiles"."siret" is not null);