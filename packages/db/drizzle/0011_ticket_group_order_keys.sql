-- A ticket's group must be of the ticket's own order: one composite key per ticket instead of a
-- key to the order and another to the group (ADR 0008, third addendum). The unique constraint the
-- keys name comes first.
ALTER TABLE "ticket_groups" ADD CONSTRAINT "ticket_groups_order_key" UNIQUE("tenant_id","id","order_id");--> statement-breakpoint
ALTER TABLE "ancillary_tickets" DROP CONSTRAINT "ancillary_tickets_order_fk";
--> statement-breakpoint
ALTER TABLE "ancillary_tickets" DROP CONSTRAINT "ancillary_tickets_group_fk";
--> statement-breakpoint
ALTER TABLE "seat_tickets" DROP CONSTRAINT "seat_tickets_order_fk";
--> statement-breakpoint
ALTER TABLE "seat_tickets" DROP CONSTRAINT "seat_tickets_group_fk";
--> statement-breakpoint
ALTER TABLE "ancillary_tickets" ADD CONSTRAINT "ancillary_tickets_group_order_fk" FOREIGN KEY ("tenant_id","group_id","order_id") REFERENCES "public"."ticket_groups"("tenant_id","id","order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_tickets" ADD CONSTRAINT "seat_tickets_group_order_fk" FOREIGN KEY ("tenant_id","group_id","order_id") REFERENCES "public"."ticket_groups"("tenant_id","id","order_id") ON DELETE no action ON UPDATE no action;
