CREATE TABLE "ticket_transfers" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ticket_id" text NOT NULL,
	"from_customer_id" uuid NOT NULL,
	"to_customer_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"previous_holder" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "ticket_transfers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "ticket_transfers_status" CHECK ("ticket_transfers"."status" in ('active', 'cancelled')),
	CONSTRAINT "ticket_transfers_not_to_self" CHECK ("ticket_transfers"."from_customer_id" <> "ticket_transfers"."to_customer_id"),
	CONSTRAINT "ticket_transfers_cancelled_at" CHECK (("ticket_transfers"."status" = 'cancelled') = ("ticket_transfers"."cancelled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "resale_payouts" (
	"tenant_id" text NOT NULL,
	"listing_id" text NOT NULL,
	"seller_customer_id" uuid NOT NULL,
	"ticket_id" text NOT NULL,
	"buyer_order_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"iban" text,
	"bic" text,
	"status" text DEFAULT 'due' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "resale_payouts_tenant_id_listing_id_pk" PRIMARY KEY("tenant_id","listing_id"),
	CONSTRAINT "resale_payouts_amount_positive" CHECK ("resale_payouts"."amount_cents" > 0),
	CONSTRAINT "resale_payouts_status" CHECK ("resale_payouts"."status" in ('due', 'paid')),
	CONSTRAINT "resale_payouts_paid_at" CHECK (("resale_payouts"."status" = 'paid') = ("resale_payouts"."paid_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "seat_tickets" DROP CONSTRAINT "seat_tickets_status";--> statement-breakpoint
ALTER TABLE "resale_listings" ADD COLUMN "seller_customer_id" uuid;--> statement-breakpoint
ALTER TABLE "resale_listings" ADD COLUMN "ticket_id" text;--> statement-breakpoint
ALTER TABLE "resale_listings" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resale_listings" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_ticket_fk" FOREIGN KEY ("tenant_id","ticket_id") REFERENCES "public"."seat_tickets"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_from_fk" FOREIGN KEY ("tenant_id","from_customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_to_fk" FOREIGN KEY ("tenant_id","to_customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resale_payouts" ADD CONSTRAINT "resale_payouts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resale_payouts" ADD CONSTRAINT "resale_payouts_listing_fk" FOREIGN KEY ("tenant_id","listing_id") REFERENCES "public"."resale_listings"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resale_payouts" ADD CONSTRAINT "resale_payouts_seller_fk" FOREIGN KEY ("tenant_id","seller_customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resale_payouts" ADD CONSTRAINT "resale_payouts_ticket_fk" FOREIGN KEY ("tenant_id","ticket_id") REFERENCES "public"."seat_tickets"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_transfers_active_ticket" ON "ticket_transfers" USING btree ("tenant_id","ticket_id") WHERE "ticket_transfers"."status" = 'active';--> statement-breakpoint
CREATE INDEX "ticket_transfers_to" ON "ticket_transfers" USING btree ("tenant_id","to_customer_id") WHERE "ticket_transfers"."status" = 'active';--> statement-breakpoint
CREATE INDEX "ticket_transfers_from" ON "ticket_transfers" USING btree ("tenant_id","from_customer_id") WHERE "ticket_transfers"."status" = 'active';--> statement-breakpoint
CREATE INDEX "resale_payouts_seller" ON "resale_payouts" USING btree ("tenant_id","seller_customer_id","created_at");--> statement-breakpoint
ALTER TABLE "resale_listings" ADD CONSTRAINT "resale_listings_seller_fk" FOREIGN KEY ("tenant_id","seller_customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resale_listings_live_ticket" ON "resale_listings" USING btree ("tenant_id","ticket_id") WHERE "resale_listings"."ticket_id" is not null and "resale_listings"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "resale_listings_seller" ON "resale_listings" USING btree ("tenant_id","seller_customer_id","status") WHERE "resale_listings"."seller_customer_id" is not null;--> statement-breakpoint
ALTER TABLE "resale_listings" ADD CONSTRAINT "resale_seller_has_ticket" CHECK (("resale_listings"."seller_customer_id" is null) = ("resale_listings"."ticket_id" is null));--> statement-breakpoint
ALTER TABLE "seat_tickets" ADD CONSTRAINT "seat_tickets_status" CHECK ("seat_tickets"."status" in ('onhold', 'confirmed', 'released', 'resold'));--> statement-breakpoint
-- ADR 0021: a listing made in the shop names the seller's ticket. The key is written here rather
-- than in the drizzle schema because orders.ts (seat_tickets) imports stock.ts (resale_listings).
ALTER TABLE "resale_listings" ADD CONSTRAINT "resale_listings_ticket_fk" FOREIGN KEY ("tenant_id","ticket_id") REFERENCES "public"."seat_tickets"("tenant_id","id") ON DELETE no action ON UPDATE no action;
