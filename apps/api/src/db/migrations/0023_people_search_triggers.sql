-- The people search reads one document per professional (`professional_profiles.people_vector`, one GIN index):
-- the name as `profiles.name_vector` folds it (weight A), the profession (B) and the names and aliases of the
-- skills held (C) as `search_document` stems them in both languages. A query's words carry the weight of the
-- part they must all be found in, so a single index condition finds every match and the weights say whether it
-- was by name, profession or skill. The triggers below keep it whatever writes the rows (the application, the
-- seed, an administrator's SQL, a cascade). The skills are taken in a fixed order: the same skills always make
-- the same document, whichever statement wrote it.
CREATE FUNCTION "people_document"(person text, profession text) RETURNS tsvector
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT
      setweight(coalesce((SELECT pr.name_vector FROM profiles pr WHERE pr.id = person), ''::tsvector), 'A')
      || setweight(search_document(coalesce(profession, ''), null), 'B')
      || setweight(coalesce((
        SELECT search_document(string_agg(s.name || ' ' || coalesce(s.name_en, '') || ' ' || f_join_words(s.aliases), ' ' ORDER BY s.id), null)
          FROM user_skills us JOIN skills s ON s.id = us.skill_id WHERE us.user_id = person
      ), ''::tsvector), 'C') $$;
--> statement-breakpoint
-- A professional's row written or its profession changed: its document from its new profession (the generated
-- `profession_vector` is not computed yet when a BEFORE trigger runs).
CREATE FUNCTION "people_document_of_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.people_vector := people_document(NEW.id, NEW.profession);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "professional_profiles_people_document" BEFORE INSERT OR UPDATE OF profession ON "professional_profiles"
  FOR EACH ROW EXECUTE FUNCTION "people_document_of_row"();
--> statement-breakpoint
-- Rows of another table changed: the documents of the people they belong to (TG_ARGV[0]: the column of
-- `changed` that names them), once per statement however many rows it wrote.
CREATE FUNCTION "refresh_people_documents"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'UPDATE professional_profiles pp SET people_vector = people_document(pp.id, pp.profession)
       WHERE pp.id IN (SELECT DISTINCT %I FROM changed)', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "profiles_people_document_inserted" AFTER INSERT ON "profiles"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_people_documents"('id');
--> statement-breakpoint
-- A statement-level trigger with transition tables cannot name columns: a row-level one, for a name really
-- changed only (a profile saved with the same name rewrites nothing).
CREATE FUNCTION "refresh_people_document_of_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE professional_profiles pp SET people_vector = people_document(pp.id, pp.profession) WHERE pp.id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "profiles_people_document_renamed" AFTER UPDATE OF first_name, last_name ON "profiles"
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION "refresh_people_document_of_name"();
--> statement-breakpoint
CREATE TRIGGER "user_skills_people_document_inserted" AFTER INSERT ON "user_skills"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_people_documents"('user_id');
--> statement-breakpoint
CREATE TRIGGER "user_skills_people_document_updated" AFTER UPDATE ON "user_skills"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_people_documents"('user_id');
--> statement-breakpoint
CREATE TRIGGER "user_skills_people_document_deleted" AFTER DELETE ON "user_skills"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_people_documents"('user_id');
--> statement-breakpoint
-- A skill renamed, or its aliases changed: the documents of its holders.
CREATE FUNCTION "refresh_people_documents_of_skill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE professional_profiles pp SET people_vector = people_document(pp.id, pp.profession)
    WHERE pp.id IN (SELECT us.user_id FROM user_skills us WHERE us.skill_id = NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "skills_people_document_renamed" AFTER UPDATE OF name, name_en, aliases ON "skills"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.name_en IS DISTINCT FROM NEW.name_en
    OR OLD.aliases IS DISTINCT FROM NEW.aliases)
  EXECUTE FUNCTION "refresh_people_documents_of_skill"();
--> statement-breakpoint
UPDATE "professional_profiles" SET "people_vector" = people_document(id, profession);
