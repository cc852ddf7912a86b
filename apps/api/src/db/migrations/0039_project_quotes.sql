CREATE TABLE "project_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"number" text NOT NULL,
	"billing_mode" text NOT NULL,
	"issue_date" date NOT NULL,
	"valid_until" date NOT NULL,
	"net_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"gross_cents" bigint NOT NULL,
	"document" jsonb NOT NULL,
	"document_sha256" text NOT NULL,
	"drafted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_name" text,
	"accepted_address" text,
	"accepted_pdf" "bytea",
	"accepted_pdf_sha256" text,
	CONSTRAINT "project_quotes_billing_mode_check" CHECK ("project_quotes"."billing_mode" in ('fixed', 'time_and_materials')),
	CONSTRAINT "project_quotes_validity_check" CHECK ("project_quotes"."valid_until" >= "project_quotes"."issue_date"),
	CONSTRAINT "project_quotes_acceptance_check" CHECK (("project_quotes"."accepted_at" is null) = ("project_quotes"."accepted_name" is null)
        and ("project_quotes"."accepted_at" is null) = ("project_quotes"."accepted_address" is null)
        and ("project_quotes"."accepted_at" is null) = ("project_quotes"."accepted_pdf" is null)
        and ("project_quotes"."accepted_at" is null) = ("project_quotes"."accepted_pdf_sha256" is null))
);
--> statement-breakpoint
ALTER TABLE "project_quotes" ADD CONSTRAINT "project_quotes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_quotes_project_idx" ON "project_quotes" USING btree ("project_id");--> statement-breakpoint
-- An accepted quote is the project's contract: it never changes and is never deleted, like an issued invoice. The
-- one change allowed is its project link cleared when the project is deleted. A quote not accepted yet is drafted
-- again in place (a new version) by the billing module.
create function project_quotes_refuse_change() returns trigger language plpgsql as $$
begin
  if old.accepted_at is null then
    if tg_op = 'DELETE' then return old; end if;
    return new;
  end if;
  if tg_op = 'DELETE' then
    raise exception 'an accepted quote is never deleted' using errcode = 'P0001';
  end if;
  if (to_jsonb(new) - 'project_id') <> (to_jsonb(old) - 'project_id')
    or (new.project_id is distinct from old.project_id and new.project_id is not null) then
    raise exception 'an accepted quote never changes' using errcode = 'P0001';
  end if;
  return new;
end $$;
--> statement-breakpoint
create trigger project_quotes_immutable before update or delete on project_quotes
  for each row execute function project_quotes_refuse_change();
