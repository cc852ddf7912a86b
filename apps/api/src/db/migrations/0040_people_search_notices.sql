-- Each instance keeps the ranking of recent people searches in memory (the professionals a search matches,
-- best first, the same for every reader; what a reader may see is checked at each page), and must forget it
-- the moment what a search finds can change: a professional's document (`people_vector`: the name, the
-- profession, the skills held and their names, kept by the triggers of migration 0023) changed, or a
-- professional's row written or removed. The notice goes on the search channel, `{"people":[]}`, when the
-- changing transaction commits, whatever wrote the rows; every instance then forgets every people window (the
-- post search's windows are not concerned). Row-level triggers: an upsert that finds its row fires no INSERT
-- trigger, and a document rewritten the same (a skill's level changed, a profile saved unchanged) sends
-- nothing; PostgreSQL sends one notice per transaction however many rows send the same.
CREATE FUNCTION "notify_people_search_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('escouade_search', '{"people":[]}');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "professional_profiles_people_search_written" AFTER INSERT OR DELETE ON "professional_profiles"
  FOR EACH ROW EXECUTE FUNCTION "notify_people_search_change"();
--> statement-breakpoint
CREATE TRIGGER "professional_profiles_people_search_changed" AFTER UPDATE ON "professional_profiles"
  FOR EACH ROW WHEN (OLD.people_vector IS DISTINCT FROM NEW.people_vector)
  EXECUTE FUNCTION "notify_people_search_change"();
--> statement-breakpoint
CREATE TRIGGER "professional_profiles_people_search_truncated" AFTER TRUNCATE ON "professional_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_people_search_change"();
