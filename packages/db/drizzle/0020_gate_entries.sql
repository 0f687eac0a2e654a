CREATE TABLE "gate_entries" (
	"tenant_id" text NOT NULL,
	"ticket_id" text NOT NULL,
	"version" integer NOT NULL,
	"event_id" text NOT NULL,
	"entry_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"staff_id" uuid NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gate_entries_tenant_id_ticket_id_version_pk" PRIMARY KEY("tenant_id","ticket_id","version")
);--> statement-breakpoint
ALTER TABLE "gate_entries" ADD CONSTRAINT "gate_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_entries" ADD CONSTRAINT "gate_entries_ticket_fk" FOREIGN KEY ("tenant_id","ticket_id") REFERENCES "public"."seat_tickets"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gate_entries_entry" ON "gate_entries" USING btree ("tenant_id","entry_id");--> statement-breakpoint
CREATE INDEX "gate_entries_event" ON "gate_entries" USING btree ("tenant_id","event_id","recorded_at");
