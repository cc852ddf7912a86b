-- A business is verified for one SIRET: any statement that changes a professional's SIRET (or removes it)
-- removes the verification with it, whoever writes it.
CREATE FUNCTION "professional_siret_unverifies"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.siret IS DISTINCT FROM OLD.siret THEN
    NEW.verified_at := NULL;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "professional_profiles_siret_changed" BEFORE UPDATE OF "siret" ON "professional_profiles"
  FOR EACH ROW EXECUTE FUNCTION "professional_siret_unverifies"();
