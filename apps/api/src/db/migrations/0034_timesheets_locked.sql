-- An approved week of hours is locked: its row never changes again, and no hour of it is added, changed or
-- removed. Deleting the week itself (its project or its member's account deleted) takes its hours with it, and a
-- milestone deleted from the plan clears its link, the title staying.
create function timesheet_weeks_refuse_change() returns trigger language plpgsql as $$
begin
  if old.status = 'approved' then
    raise exception 'an approved week of hours is locked' using errcode = 'P0001';
  end if;
  return new;
end $$;
--> statement-breakpoint
create trigger timesheet_weeks_locked before update on timesheet_weeks
  for each row execute function timesheet_weeks_refuse_change();
--> statement-breakpoint
create function timesheet_entries_refuse_change() returns trigger language plpgsql as $$
declare
  week_status text;
begin
  select status into week_status from timesheet_weeks
    where id = (case when tg_op = 'INSERT' then new.week_id else old.week_id end);
  if week_status is distinct from 'approved' then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  if tg_op = 'UPDATE' and new.milestone_id is null
    and (to_jsonb(new) - 'milestone_id') = (to_jsonb(old) - 'milestone_id') then
    return new;
  end if;
  raise exception 'an approved week of hours is locked' using errcode = 'P0001';
end $$;
--> statement-breakpoint
create trigger timesheet_entries_locked before insert or update or delete on timesheet_entries
  for each row execute function timesheet_entries_refuse_change();
--> statement-breakpoint
-- A payout recorded is a fact of the books: never edited (a project or an account deleted takes it along).
create function member_payouts_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'a recorded payout never changes' using errcode = 'P0001';
end $$;
--> statement-breakpoint
create trigger member_payouts_immutable before update on member_payouts
  for each row execute function member_payouts_refuse_change();
