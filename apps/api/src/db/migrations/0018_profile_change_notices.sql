-- Each instance keeps the public profiles it has read in memory (the part every visitor sees: names, skills,
-- follower count, rating), and must forget one the moment it can change. The notice is sent when the changing
-- transaction commits, to every instance listening, whatever wrote the rows (the application, a script, an
-- administrator's SQL, a cascade). Its payload is a JSON array of the people whose profiles changed, or, for a
-- statement that changes more than 50 people or a change that touches everyone (a skill renamed, approved,
-- merged or removed), an empty notice: every profile is forgotten.
CREATE FUNCTION "notify_profiles_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payload text;
BEGIN
  -- TG_ARGV[0]: the column of `changed` (this statement's rows) that names whose profile they belong to.
  EXECUTE format(
    'SELECT CASE WHEN count(*) <= 50 THEN coalesce(json_agg(person), ''[]'')::text ELSE '''' END
       FROM (SELECT DISTINCT %I AS person FROM changed WHERE %I IS NOT NULL LIMIT 51) people',
    TG_ARGV[0], TG_ARGV[0])
  INTO payload;
  IF payload <> '[]' THEN
    PERFORM pg_notify('escouade_profiles', payload);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "notify_every_profile_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('escouade_profiles', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "profiles_public_inserted" AFTER INSERT ON "profiles"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_profiles_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "profiles_public_updated" AFTER UPDATE ON "profiles"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_profiles_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "profiles_public_deleted" AFTER DELETE ON "profiles"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_profiles_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "professional_profiles_public_inserted" AFTER INSERT ON "professional_profiles"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_profiles_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "professional_profiles_public_updated" AFTER UPDATE ON "professional_profiles"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_profiles_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "professional_profiles_public_deleted" AFTER DELETE ON "professional_profiles"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_profiles_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "user_skills_public_inserted" AFTER INSERT ON "user_skills"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_profiles_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "user_skills_public_updated" AFTER UPDATE ON "user_skills"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_profiles_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "user_skills_public_deleted" AFTER DELETE ON "user_skills"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_profiles_changed"('user_id');
--> statement-breakpoint
-- The follower count.
CREATE TRIGGER "follows_public_inserted" AFTER INSERT ON "follows"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_profiles_changed"('followed_id');
--> statement-breakpoint
CREATE TRIGGER "follows_public_deleted" AFTER DELETE ON "follows"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_profiles_changed"('followed_id');
--> statement-breakpoint
-- The rating. A review that publishes itself when its period ends changes no row: the cached profile says when
-- that happens and is read again then.
CREATE TRIGGER "project_reviews_public_inserted" AFTER INSERT ON "project_reviews"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_profiles_changed"('subject_id');
--> statement-breakpoint
CREATE TRIGGER "project_reviews_public_updated" AFTER UPDATE ON "project_reviews"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_profiles_changed"('subject_id');
--> statement-breakpoint
CREATE TRIGGER "project_reviews_public_deleted" AFTER DELETE ON "project_reviews"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_profiles_changed"('subject_id');
--> statement-breakpoint
-- An account removed, even one that had no profile row of its own.
CREATE TRIGGER "user_public_deleted" AFTER DELETE ON "user"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_profiles_changed"('id');
--> statement-breakpoint
-- A member leaving is gone from view at once, and back when they cancel.
CREATE TRIGGER "account_deletions_public_inserted" AFTER INSERT ON "account_deletions"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_profiles_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "account_deletions_public_deleted" AFTER DELETE ON "account_deletions"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_profiles_changed"('user_id');
--> statement-breakpoint
-- A skill's name, English name, category or approval shows on every profile that lists it.
CREATE TRIGGER "skills_public_changed" AFTER UPDATE OR DELETE ON "skills"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_every_profile_changed"();
--> statement-breakpoint
-- A table emptied at once (the seed script's --reset) fires no row's trigger: everyone, then. PostgreSQL fires
-- these for the tables a TRUNCATE ... CASCADE empties too.
CREATE TRIGGER "profiles_public_truncated" AFTER TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_every_profile_changed"();
--> statement-breakpoint
CREATE TRIGGER "professional_profiles_public_truncated" AFTER TRUNCATE ON "professional_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_every_profile_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_skills_public_truncated" AFTER TRUNCATE ON "user_skills"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_every_profile_changed"();
--> statement-breakpoint
CREATE TRIGGER "skills_public_truncated" AFTER TRUNCATE ON "skills"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_every_profile_changed"();
--> statement-breakpoint
CREATE TRIGGER "follows_public_truncated" AFTER TRUNCATE ON "follows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_every_profile_changed"();
--> statement-breakpoint
CREATE TRIGGER "project_reviews_public_truncated" AFTER TRUNCATE ON "project_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_every_profile_changed"();
--> statement-breakpoint
CREATE TRIGGER "account_deletions_public_truncated" AFTER TRUNCATE ON "account_deletions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_every_profile_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_public_truncated" AFTER TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_every_profile_changed"();
