ALTER TABLE "organisations" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_verified_check" CHECK ("organisations"."verified_at" is null or "organisations"."siret" is not null);--> statement-breakpoint
-- An organisation is verified for one SIRET: any statement that changes its SIRET (or removes it) removes the
-- verification with it, whoever writes it.
CREATE FUNCTION "organisation_siret_unverifies"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.siret IS DISTINCT FROM OLD.siret THEN
    NEW.verified_at := NULL;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "organisations_siret_changed" BEFORE UPDATE OF "siret" ON "organisations"
  FOR EACH ROW EXECUTE FUNCTION "organisation_siret_unverifies"();
