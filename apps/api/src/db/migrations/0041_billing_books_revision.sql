-- The finance back-office's figures (receivables, overdue invoices, revenue and margin by month, each project's
-- profitability) are computed once for each state of the books and kept by each instance until the books
-- change. The books' state is this one row's revision: it takes a new value from a sequence with every change
-- to what the figures read (a document issued, or its project link cleared when its project is deleted; a
-- payment recorded; a reminder sent; a project renamed), whatever wrote the rows. The triggers are deferred to
-- the end of the changing transaction: the revision becomes visible at the same moment as the change, its row
-- is locked only while the transaction commits (after every other lock it takes, so no deadlock), and it is
-- written once per transaction however many rows changed. The value comes from a sequence rather than from
-- the row itself, so a row deleted and written again (a truncated table) never repeats an earlier revision.
-- Billing writes run in READ COMMITTED transactions: in REPEATABLE READ, a transaction that wrote the books
-- after another committed a change since its snapshot would fail at commit on this row.
CREATE TABLE "billing_books_revision" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"revision" bigint NOT NULL,
	CONSTRAINT "billing_books_revision_one_row" CHECK ("billing_books_revision"."id")
);
--> statement-breakpoint
CREATE SEQUENCE "billing_books_revisions";
--> statement-breakpoint
INSERT INTO "billing_books_revision" ("id", "revision") VALUES (true, nextval('billing_books_revisions'));
--> statement-breakpoint
CREATE FUNCTION "revise_billing_books"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A project renamed matters only when it has documents on the books.
  -- (Nested: PL/pgSQL would read NEW."id" of every table in one condition, and some have none.)
  IF TG_TABLE_NAME = 'projects' THEN
    IF NOT EXISTS (SELECT 1 FROM "billing_documents" WHERE "project_id" = NEW."id") THEN
      RETURN NULL;
    END IF;
  END IF;
  IF current_setting('escouade.billing_books_revised', true) IS DISTINCT FROM 'on' THEN
    -- The new value is taken under the row's lock: revisions follow the order of the commits.
    UPDATE "billing_books_revision" SET "revision" = nextval('billing_books_revisions');
    IF NOT FOUND THEN
      INSERT INTO "billing_books_revision" ("id", "revision") VALUES (true, nextval('billing_books_revisions'))
        ON CONFLICT ("id") DO UPDATE SET "revision" = nextval('billing_books_revisions');
    END IF;
    PERFORM set_config('escouade.billing_books_revised', 'on', true);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "billing_documents_revise_books" AFTER INSERT OR UPDATE OR DELETE ON "billing_documents"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_billing_books"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "invoice_payments_revise_books" AFTER INSERT OR UPDATE OR DELETE ON "invoice_payments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_billing_books"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "invoice_reminders_revise_books" AFTER INSERT OR UPDATE OR DELETE ON "invoice_reminders"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_billing_books"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "projects_title_revise_books" AFTER UPDATE OF "title" ON "projects"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."title" IS DISTINCT FROM NEW."title")
  EXECUTE FUNCTION "revise_billing_books"();
--> statement-breakpoint
CREATE TRIGGER "billing_documents_truncated_revise_books" AFTER TRUNCATE ON "billing_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION "revise_billing_books"();
--> statement-breakpoint
CREATE TRIGGER "invoice_payments_truncated_revise_books" AFTER TRUNCATE ON "invoice_payments"
  FOR EACH STATEMENT EXECUTE FUNCTION "revise_billing_books"();
--> statement-breakpoint
CREATE TRIGGER "invoice_reminders_truncated_revise_books" AFTER TRUNCATE ON "invoice_reminders"
  FOR EACH STATEMENT EXECUTE FUNCTION "revise_billing_books"();
