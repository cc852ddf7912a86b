-- An issued invoice or credit note never changes and is never deleted: French law keeps it ten years as it was
-- issued. The one change allowed is its project or milestone link cleared when that row is deleted.
create function billing_documents_refuse_change() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'an issued invoice or credit note is never deleted' using errcode = 'P0001';
  end if;
  if (to_jsonb(new) - 'project_id' - 'milestone_id') <> (to_jsonb(old) - 'project_id' - 'milestone_id')
    or (new.project_id is distinct from old.project_id and new.project_id is not null)
    or (new.milestone_id is distinct from old.milestone_id and new.milestone_id is not null) then
    raise exception 'an issued invoice or credit note never changes' using errcode = 'P0001';
  end if;
  return new;
end $$;
--> statement-breakpoint
create trigger billing_documents_immutable before update or delete on billing_documents
  for each row execute function billing_documents_refuse_change();
--> statement-breakpoint
-- A payment recorded is a fact of the books: a mistake is corrected by another entry, never by an edit.
create function invoice_payments_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'a recorded payment never changes' using errcode = 'P0001';
end $$;
--> statement-breakpoint
create trigger invoice_payments_immutable before update or delete on invoice_payments
  for each row execute function invoice_payments_refuse_change();
