ALTER TABLE "ancillary_tickets" DROP CONSTRAINT "ancillary_tickets_tenant_id_tenants_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_tenant_id_tenants_id_fk";
--> statement-breakpoint
ALTER TABLE "seat_tickets" DROP CONSTRAINT "seat_tickets_tenant_id_tenants_id_fk";
--> statement-breakpoint
ALTER TABLE "seat_tickets" DROP CONSTRAINT "seat_tickets_event_fk";
--> statement-breakpoint
ALTER TABLE "seat_tickets" DROP CONSTRAINT "seat_tickets_block_fk";
--> statement-breakpoint
ALTER TABLE "seat_tickets" DROP CONSTRAINT "seat_tickets_category_fk";
--> statement-breakpoint
ALTER TABLE "seat_tickets" DROP CONSTRAINT "seat_tickets_product_fk";
--> statement-breakpoint
ALTER TABLE "ticket_groups" DROP CONSTRAINT "ticket_groups_tenant_id_tenants_id_fk";
--> statement-breakpoint
ALTER TABLE "ticket_groups" DROP CONSTRAINT "ticket_groups_event_fk";
--> statement-breakpoint
ALTER TABLE "ticket_groups" DROP CONSTRAINT "ticket_groups_pack_fk";
