-- An account is named by its person's first and last name, now asked at sign-up. Accounts made before that get
-- the names their profile holds, when it holds any; the others keep an empty name until the profile is filled.
update "user" u
set name = btrim(concat_ws(' ', nullif(btrim(p.first_name), ''), nullif(btrim(p.last_name), '')))
from profiles p
where p.id = u.id
  and btrim(coalesce(p.first_name, '') || coalesce(p.last_name, '')) <> ''
  and u.name is distinct from btrim(concat_ws(' ', nullif(btrim(p.first_name), ''), nullif(btrim(p.last_name), '')));
