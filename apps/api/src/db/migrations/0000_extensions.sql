-- Trigram indexes make the case-insensitive substring searches (feed, people, skills) use an index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent lets search ignore accents ("developpeur" finds "développeur").
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() depends on a dictionary setting, so PostgreSQL marks it STABLE and refuses it in an index. With
-- the dictionary named explicitly the result only depends on the input: this wrapper may be IMMUTABLE.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
