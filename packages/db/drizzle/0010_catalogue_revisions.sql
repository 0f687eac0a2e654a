CREATE TABLE "catalogue_revisions" (
	"tenant_id" text NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_revisions_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
ALTER TABLE "catalogue_revisions" ADD CONSTRAINT "catalogue_revisions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- ADR 0012: the API keeps what a seat hold checks of the catalogue in memory, per club and
-- revision; each hold verifies in its own statement that the club's revision is still the one its
-- facts were read at. So every statement changing those tables adds one to the revision of each
-- club whose rows it changed (statement-level triggers: one bump per statement, not per row, so a
-- seed inserting 30,000 seats bumps once). Holds only read the row; catalogue writers queue on it.
CREATE FUNCTION catalogue_bump(touched text[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO catalogue_revisions AS r (tenant_id, revision)
  SELECT DISTINCT tenant_id, 1 FROM unnest(touched) AS t(tenant_id) ORDER BY tenant_id
  ON CONFLICT (tenant_id) DO UPDATE SET revision = r.revision + 1
$$;
--> statement-breakpoint
-- Each transition table exists only for its events, so each event reads its own.
CREATE FUNCTION catalogue_touched() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM catalogue_bump(ARRAY(SELECT tenant_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM catalogue_bump(ARRAY(SELECT tenant_id FROM new_rows UNION SELECT tenant_id FROM old_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM catalogue_bump(ARRAY(SELECT tenant_id FROM old_rows));
  ELSE
    UPDATE catalogue_revisions SET revision = revision + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A trigger with transition tables serves one event, so each table gets one per event.
DO $$
DECLARE
  catalogue_table text;
BEGIN
  FOREACH catalogue_table IN ARRAY ARRAY['arenas', 'categories', 'blocks', 'seats', 'sale_channels',
    'products', 'events', 'event_channel_configurations', 'event_prices', 'campaign_packs',
    'campaign_pack_events', 'pack_channel_configurations', 'pack_prices']
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
