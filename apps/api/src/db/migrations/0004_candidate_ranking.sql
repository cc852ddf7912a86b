ALTER TABLE "user_skills" ADD COLUMN "is_proposable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_skills" ADD COLUMN "availability_rank" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_skills" ADD COLUMN "hourly_rate" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "user_skills" ADD COLUMN "experience_years" integer;--> statement-breakpoint
-- The ranking attributes of each holder, copied onto their skills: who may be proposed, and how they rank.
CREATE FUNCTION user_skill_ranking(holder text)
  RETURNS TABLE (is_proposable boolean, availability_rank smallint, hourly_rate numeric, experience_years integer)
  LANGUAGE sql STABLE
  AS $$
    SELECT coalesce(u.role = 'professional' AND NOT coalesce(u.banned, false)
             AND pp.availability_status IN ('available', 'busy', 'away'), false),
           (CASE WHEN u.role = 'professional' AND NOT coalesce(u.banned, false) THEN
              CASE pp.availability_status WHEN 'available' THEN 0 WHEN 'busy' THEN 1 WHEN 'away' THEN 2 ELSE 3 END
            ELSE 3 END)::smallint,
           pp.hourly_rate, pp.experience_years
    FROM "user" u LEFT JOIN professional_profiles pp ON pp.id = u.id
    WHERE u.id = holder
  $$;
--> statement-breakpoint
UPDATE user_skills us SET
  is_proposable = r.is_proposable, availability_rank = r.availability_rank,
  hourly_rate = r.hourly_rate, experience_years = r.experience_years
FROM (SELECT DISTINCT user_id FROM user_skills) holders, LATERAL user_skill_ranking(holders.user_id) r
WHERE us.user_id = holders.user_id;
--> statement-breakpoint
-- A new skill takes its holder's attributes. The share lock on the account row orders it with a concurrent
-- change of the profile or the account (which lock that row before copying): one waits for the other, so the
-- copy is never of a version that is already replaced.
CREATE FUNCTION user_skills_take_ranking() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ranking record;
BEGIN
  PERFORM 1 FROM "user" WHERE id = NEW.user_id FOR SHARE;
  SELECT * INTO ranking FROM user_skill_ranking(NEW.user_id);
  NEW.is_proposable := coalesce(ranking.is_proposable, false);
  NEW.availability_rank := coalesce(ranking.availability_rank, 3);
  NEW.hourly_rate := ranking.hourly_rate;
  NEW.experience_years := ranking.experience_years;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_skills_take_ranking BEFORE INSERT OR UPDATE OF user_id ON user_skills
  FOR EACH ROW EXECUTE FUNCTION user_skills_take_ranking();
--> statement-breakpoint
-- A changed profile or account passes its attributes on to the holder's skills.
CREATE FUNCTION user_skills_refresh_ranking() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  holder text;
BEGIN
  IF TG_OP = 'DELETE' THEN holder := OLD.id; ELSE holder := NEW.id; END IF;
  IF TG_TABLE_NAME = 'professional_profiles' THEN
    PERFORM 1 FROM "user" WHERE id = holder FOR NO KEY UPDATE;
  END IF;
  UPDATE user_skills us SET
    is_proposable = r.is_proposable, availability_rank = r.availability_rank,
    hourly_rate = r.hourly_rate, experience_years = r.experience_years
  FROM user_skill_ranking(holder) r
  WHERE us.user_id = holder
    AND (us.is_proposable, us.availability_rank, us.hourly_rate, us.experience_years)
      IS DISTINCT FROM (r.is_proposable, r.availability_rank, r.hourly_rate, r.experience_years);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER professional_profiles_refresh_ranking
  AFTER INSERT OR DELETE OR UPDATE OF availability_status, hourly_rate, experience_years ON professional_profiles
  FOR EACH ROW EXECUTE FUNCTION user_skills_refresh_ranking();
--> statement-breakpoint
CREATE TRIGGER user_refresh_ranking AFTER UPDATE OF role, banned ON "user"
  FOR EACH ROW EXECUTE FUNCTION user_skills_refresh_ranking();
--> statement-breakpoint
CREATE INDEX "user_skills_quality_idx" ON "user_skills" USING btree ("skill_id","availability_rank","level" DESC NULLS LAST,"experience_years" DESC NULLS LAST,"user_id") WHERE "user_skills"."is_proposable";--> statement-breakpoint
CREATE INDEX "user_skills_price_idx" ON "user_skills" USING btree ("skill_id","availability_rank","hourly_rate","level" DESC NULLS LAST,"user_id") WHERE "user_skills"."is_proposable";