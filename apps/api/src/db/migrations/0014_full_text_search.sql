-- Full-text search. Accents are folded before stemming (unaccent as a filtering dictionary), so "developpeurs"
-- and "Développeur" meet at the same stem; names are folded but never stemmed.
CREATE TEXT SEARCH CONFIGURATION escouade_fr (COPY = pg_catalog.french);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION escouade_fr ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, french_stem;--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION escouade_fr ALTER MAPPING FOR numword, numhword, hword_numpart WITH public.unaccent, simple;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION escouade_en (COPY = pg_catalog.english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION escouade_en ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, english_stem;--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION escouade_en ALTER MAPPING FOR numword, numhword, hword_numpart WITH public.unaccent, simple;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION escouade_names (COPY = pg_catalog.simple);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION escouade_names ALTER MAPPING FOR hword, hword_part, word, numword, numhword, hword_numpart WITH public.unaccent, simple;--> statement-breakpoint
-- array_to_string is only STABLE (it formats any element type); over text[] it cannot change, and a generated
-- column needs an IMMUTABLE expression.
CREATE OR REPLACE FUNCTION f_join_words(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_to_string($1, ' ') $$;--> statement-breakpoint
-- What search matches in a text: its stems in its language (in both when nobody says which), and its words as
-- written, which only a search by the start of a word uses ("paiem" for "paiement", whose stem is "pai").
CREATE OR REPLACE FUNCTION search_document(body text, language text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE
      WHEN language = 'en' THEN to_tsvector('public.escouade_en'::regconfig, body)
      WHEN language = 'fr' THEN to_tsvector('public.escouade_fr'::regconfig, body)
      ELSE to_tsvector('public.escouade_fr'::regconfig, body) || to_tsvector('public.escouade_en'::regconfig, body)
    END || to_tsvector('public.escouade_names'::regconfig, body) $$;--> statement-breakpoint
DROP INDEX "pro_posts_content_search_idx";--> statement-breakpoint
ALTER TABLE "pro_posts" ADD COLUMN "language" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
-- Posts written before the language was recorded: English when more of their words are English function words
-- than French ones (the rule the application applies to new posts, in short).
UPDATE "pro_posts" SET "language" = 'en'
  WHERE (SELECT count(*) FROM unnest(tsvector_to_array(to_tsvector('simple', content))) AS w(word)
          WHERE word = ANY (ARRAY['the','and','is','are','with','for','this','that','we','our','you','your','have','has','to','of','in','it','will','looking']))
      > (SELECT count(*) FROM unnest(tsvector_to_array(to_tsvector('simple', content))) AS w(word)
          WHERE word = ANY (ARRAY['le','la','les','et','est','sont','avec','pour','ce','cette','nous','notre','vous','votre','des','du','de','un','une','dans']));--> statement-breakpoint
ALTER TABLE "pro_posts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (search_document(regexp_replace(content, '@\[([^]\n]{1,100})\]\([A-Za-z0-9_-]{1,64}\)', '\1', 'g'), language)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "profession_vector" "tsvector" GENERATED ALWAYS AS (search_document(coalesce(profession, ''), null)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "name_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('escouade_names'::regconfig, coalesce(first_name, '') || ' ' || coalesce(last_name, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "skills" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (search_document(name || ' ' || coalesce(name_en, '') || ' ' || f_join_words(aliases), null)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "pro_posts_search_idx" ON "pro_posts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "professional_profiles_profession_vector_idx" ON "professional_profiles" USING gin ("profession_vector");--> statement-breakpoint
CREATE INDEX "profiles_name_vector_idx" ON "profiles" USING gin ("name_vector");--> statement-breakpoint
CREATE INDEX "skills_search_vector_idx" ON "skills" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "pro_posts" ADD CONSTRAINT "pro_posts_language_check" CHECK ("pro_posts"."language" in ('fr', 'en'));