-- Closed seats and cancelled matches (the back office's season, docs/staff-roles.md).
-- A closed seat is an event_seats row with status 'closed' and no order: holds take only
-- 'available' seats, so it is never held or sold, and every reader that counts free seats by
-- status = 'available' sees it as taken. Why it is closed is kept beside it, one row per closed seat.
ALTER TABLE "event_seats" DROP CONSTRAINT "event_seats_hold_has_order";--> statement-breakpoint
ALTER TABLE "event_seats" ADD CONSTRAINT "event_seats_hold_has_order" CHECK (("event_seats"."status" in ('available', 'closed') or "event_seats"."order_id" is not null) and ("event_seats"."status" <> 'closed' or "event_seats"."order_id" is null));--> statement-breakpoint
ALTER TABLE "event_seats" ADD CONSTRAINT "event_seats_known_status" CHECK ("event_seats"."status" in ('available', 'onhold', 'confirmed', 'closed'));--> statement-breakpoint
CREATE TABLE "seat_closures" (
	"tenant_id" text NOT NULL,
	"event_id" text NOT NULL,
	"seat_id" text NOT NULL,
	"block_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"staff_id" uuid,
	"staff_email" text,
	"closed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seat_closures_tenant_id_event_id_seat_id_pk" PRIMARY KEY("tenant_id","event_id","seat_id"),
	CONSTRAINT "seat_closures_reason" CHECK ("seat_closures"."reason" in ('cameras', 'segregation', 'restricted_view', 'other'))
);--> statement-breakpoint
ALTER TABLE "seat_closures" ADD CONSTRAINT "seat_closures_event_seat_fk" FOREIGN KEY ("tenant_id","event_id","seat_id") REFERENCES "public"."event_seats"("tenant_id","event_id","seat_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seat_closures_block" ON "seat_closures" USING btree ("tenant_id","event_id","block_id");--> statement-breakpoint
CREATE TABLE "event_cancellations" (
	"tenant_id" text NOT NULL,
	"event_id" text NOT NULL,
	"staff_id" uuid,
	"staff_email" text,
	"orders_total" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "event_cancellations_tenant_id_event_id_pk" PRIMARY KEY("tenant_id","event_id")
);--> statement-breakpoint
ALTER TABLE "event_cancellations" ADD CONSTRAINT "event_cancellations_event_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "public"."events"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "event_cancellation_orders" (
	"tenant_id" text NOT NULL,
	"event_id" text NOT NULL,
	"order_id" text NOT NULL,
	"outcome" text NOT NULL,
	"done_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_cancellation_orders_pk" PRIMARY KEY("tenant_id","event_id","order_id"),
	CONSTRAINT "event_cancellation_orders_outcome" CHECK ("event_cancellation_orders"."outcome" in ('cancelled', 'flagged', 'failed'))
);--> statement-breakpoint
ALTER TABLE "event_cancellation_orders" ADD CONSTRAINT "event_cancellation_orders_cancellation_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "public"."event_cancellations"("tenant_id","event_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "seat_closures" ADD CONSTRAINT "seat_closures_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "event_cancellations" ADD CONSTRAINT "event_cancellations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "event_cancellation_orders" ADD CONSTRAINT "event_cancellation_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
-- A cancelled match stays off sale whatever writes its row later: the club file applied again
-- (which carries is_archived and sale_status) or a sale reopened from the back office.
CREATE FUNCTION event_cancelled_stays_off_sale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM event_cancellations c WHERE c.tenant_id = NEW.tenant_id AND c.event_id = NEW.id) THEN
    NEW.is_archived := true;
    NEW.sale_status := 'closed';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER events_cancelled_stay_off_sale BEFORE UPDATE ON events
  FOR EACH ROW EXECUTE FUNCTION event_cancelled_stays_off_sale();
