-- Catalogue pages are rendered once per club, language and catalogue revision and then served from
-- a cache (ADR 0013). They also show teams, competitions and stand names, which the hold facts do
-- not read, so changes to those tables must move the club's revision too: the same statement-level
-- triggers as migration 0010's tables.
DO $$
DECLARE
  catalogue_table text;
BEGIN
  FOREACH catalogue_table IN ARRAY ARRAY['teams', 'competitions', 'stands']
  LOOP
    EXECUTE format('CREATE TRIGGER catalogue_inserted AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touched()', catalogue_table);
    EXECUTE format('CREATE TRIGGER catalogue_updated AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows
      NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touched()', catalogue_table);
    EXECUTE format('CREATE TRIGGER catalogue_deleted AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touched()', catalogue_table);
    EXECUTE format('CREATE TRIGGER catalogue_truncated AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touched()', catalogue_table);
  END LOOP;
END
$$;
