-- Trigram indexes make the case-insensitive substring searches (feed, people, skills) use an index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent lets search ignore accents ("developpeur" finds "développeur").
CREATE EXTENSION IF NOT EXISTS unaccent;
