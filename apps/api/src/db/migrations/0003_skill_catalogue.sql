-- The key two spellings of one skill share: lower case, no accents, letters, digits, + and # only, and a
-- trailing "js" dropped ("React.js" = "ReactJS" = "React", "Node.js" = "node", "C++" and "C#" kept apart).
CREATE OR REPLACE FUNCTION skill_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace(regexp_replace(lower(public.f_unaccent($1)), '[^a-z0-9+#]+', '', 'g'), '^(.{2,}?)js$', '\1') $$;
--> statement-breakpoint
ALTER TABLE "skills" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "skills" ADD COLUMN "aliases" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "skills" ADD COLUMN "status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "skills" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "skills_name_en_trgm_idx" ON "skills" USING gin (lower("name_en") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "skills_key_idx" ON "skills" USING btree (skill_key("name"));--> statement-breakpoint
CREATE INDEX "skills_pending_idx" ON "skills" USING btree ("created_at") WHERE "skills"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_status_check" CHECK ("skills"."status" in ('approved', 'pending'));--> statement-breakpoint
-- English names of the catalogue Escouade ships with (the others read the same in both languages).
UPDATE "skills" SET "name_en" = v.name_en FROM (VALUES
  ('Tests automatisés', 'Automated testing'),
  ('Architecture logicielle', 'Software architecture'),
  ('Observabilité', 'Observability'),
  ('Statistiques', 'Statistics'),
  ('Excel avancé', 'Advanced Excel'),
  ('Prototypage', 'Prototyping'),
  ('Accessibilité numérique (RGAA)', 'Digital accessibility'),
  ('Identité visuelle', 'Visual identity'),
  ('Photographie', 'Photography'),
  ('Marketing de contenu', 'Content marketing'),
  ('Réseaux sociaux', 'Social media'),
  ('Rédaction web', 'Web copywriting'),
  ('Traduction anglais-français', 'English-French translation'),
  ('Relecture et correction', 'Proofreading'),
  ('Gestion de projet', 'Project management'),
  ('Conduite du changement', 'Change management'),
  ('Management d''équipe', 'Team management'),
  ('Sécurité applicative', 'Application security'),
  ('Tests d’intrusion', 'Penetration testing'),
  ('Contrôle de gestion', 'Management control'),
  ('Comptabilité', 'Accounting'),
  ('Modélisation financière', 'Financial modelling'),
  ('RGPD', 'GDPR'),
  ('Droit des contrats', 'Contract law'),
  ('Propriété intellectuelle', 'Intellectual property'),
  ('Recrutement', 'Recruiting'),
  ('Marque employeur', 'Employer branding'),
  ('Prospection commerciale', 'Business prospecting'),
  ('Négociation', 'Negotiation')

) AS v(name, name_en) WHERE lower("skills"."name") = lower(v.name) AND "skills"."name_en" IS NULL;
