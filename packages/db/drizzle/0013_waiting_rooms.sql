CREATE TABLE "waiting_room_lines" (
	"tenant_id" text NOT NULL,
	"event_id" text NOT NULL,
	"arrivals" bigint NOT NULL,
	"last_turn_at" timestamp with time zone NOT NULL,
	CONSTRAINT "waiting_room_lines_tenant_id_event_id_pk" PRIMARY KEY("tenant_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "waiting_room_visitors" (
	"tenant_id" text NOT NULL,
	"event_id" text NOT NULL,
	"visitor_id" text NOT NULL,
	"number" bigint NOT NULL,
	"turn_at" timestamp with time zone NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"customer_id" uuid,
	CONSTRAINT "waiting_room_visitors_tenant_id_event_id_visitor_id_pk" PRIMARY KEY("tenant_id","event_id","visitor_id"),
	CONSTRAINT "waiting_room_visitors_number" UNIQUE("tenant_id","event_id","number")
);
--> statement-breakpoint
CREATE TABLE "waiting_rooms" (
	"tenant_id" text NOT NULL,
	"event_id" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"admit_per_minute" integer NOT NULL,
	"admission_minutes" integer DEFAULT 20 NOT NULL,
	CONSTRAINT "waiting_rooms_tenant_id_event_id_pk" PRIMARY KEY("tenant_id","event_id"),
	CONSTRAINT "waiting_rooms_rate" CHECK ("waiting_rooms"."admit_per_minute" between 1 and 60000),
	CONSTRAINT "waiting_rooms_admission" CHECK ("waiting_rooms"."admission_minutes" between 1 and 1440)
);
--> statement-breakpoint
ALTER TABLE "waiting_room_lines" ADD CONSTRAINT "waiting_room_lines_room_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "public"."waiting_rooms"("tenant_id","event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_room_visitors" ADD CONSTRAINT "waiting_room_visitors_line_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "public"."waiting_room_lines"("tenant_id","event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_rooms" ADD CONSTRAINT "waiting_rooms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_rooms" ADD CONSTRAINT "waiting_rooms_event_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "public"."events"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waiting_room_visitors_turn" ON "waiting_room_visitors" USING btree ("tenant_id","event_id","turn_at");--> statement-breakpoint
-- ADR 0014: whether an event has a waiting room is catalogue. The cached match page renders the
-- queue from it (ADR 0013) and the hold facts check admission from it (ADR 0012), so its statements
-- move the club's catalogue revision like migration 0010's tables. The line and its visitors are
-- not catalogue: fans write them at every join.
DO $$
BEGIN
  EXECUTE 'CREATE TRIGGER catalogue_inserted AFTER INSERT ON waiting_rooms REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touched()';
  EXECUTE 'CREATE TRIGGER catalogue_updated AFTER UPDATE ON waiting_rooms REFERENCING OLD TABLE AS old_rows
    NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touched()';
  EXECUTE 'CREATE TRIGGER catalogue_deleted AFTER DELETE ON waiting_rooms REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touched()';
  EXECUTE 'CREATE TRIGGER catalogue_truncated AFTER TRUNCATE ON waiting_rooms
    FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touched()';
END
$$;
