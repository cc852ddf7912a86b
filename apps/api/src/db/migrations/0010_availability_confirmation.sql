ALTER TABLE "professional_profiles" ADD COLUMN "availability_confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Saving a profile confirms its availability: the last save of each existing profile is its confirmation.
UPDATE "professional_profiles" SET "availability_confirmed_at" = "updated_at";
