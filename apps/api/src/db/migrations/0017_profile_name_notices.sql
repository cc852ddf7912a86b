-- A name change notice made every instance forget every search window, and it was sent by every statement that
-- touched the names' columns: saving a profile (an upsert, whose statement-level triggers fire for both
-- INSERT and UPDATE) or an avatar, names unchanged. A notice is now sent per row whose name really appears,
-- changes or goes; PostgreSQL delivers identical notices of one transaction once, so a statement that renames
-- many people still sends one.
DROP TRIGGER "profiles_search_change" ON "profiles";
--> statement-breakpoint
CREATE TRIGGER "profiles_name_set" AFTER INSERT ON "profiles"
  FOR EACH ROW WHEN (NEW.first_name IS NOT NULL OR NEW.last_name IS NOT NULL)
  EXECUTE FUNCTION "notify_search_change"();
--> statement-breakpoint
CREATE TRIGGER "profiles_name_changed" AFTER UPDATE OF "first_name", "last_name" ON "profiles"
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION "notify_search_change"();
--> statement-breakpoint
CREATE TRIGGER "profiles_name_gone" AFTER DELETE ON "profiles"
  FOR EACH ROW WHEN (OLD.first_name IS NOT NULL OR OLD.last_name IS NOT NULL)
  EXECUTE FUNCTION "notify_search_change"();
