CREATE TABLE "parking_products" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"event_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price_cents" integer NOT NULL,
	"capacity" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "parking_products_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "parking_products_price_not_negative" CHECK ("parking_products"."price_cents" >= 0),
	CONSTRAINT "parking_taken_within_capacity" CHECK ("parking_products"."taken" >= 0 and "parking_products"."taken" <= "parking_products"."capacity")
);
--> statement-breakpoint
CREATE TABLE "ancillary_tickets" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"order_id" text NOT NULL,
	"group_id" text NOT NULL,
	"type" text NOT NULL,
	"parking_product_id" text,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"is_mandatory" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'onhold' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ancillary_tickets_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "ancillary_tickets_type" CHECK ("ancillary_tickets"."type" in ('parking', 'plastic_card')),
	CONSTRAINT "ancillary_tickets_parking_has_product" CHECK (("ancillary_tickets"."type" = 'parking') = ("ancillary_tickets"."parking_product_id" is not null)),
	CONSTRAINT "ancillary_tickets_status" CHECK ("ancillary_tickets"."status" in ('onhold', 'confirmed', 'released')),
	CONSTRAINT "ancillary_tickets_price_not_negative" CHECK ("ancillary_tickets"."price_cents" >= 0),
	CONSTRAINT "ancillary_tickets_discount_within_price" CHECK ("ancillary_tickets"."discount_cents" <= 0 and "ancillary_tickets"."price_cents" + "ancillary_tickets"."discount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text DEFAULT 'onhold' NOT NULL,
	"expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"ticket_withdrawal" integer DEFAULT 1 NOT NULL,
	"has_transaction_in_progress" boolean DEFAULT false NOT NULL,
	"promo_code_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('onhold', 'confirmed', 'cancelled', 'abandoned')),
	CONSTRAINT "orders_on_hold_expires" CHECK ("orders"."status" <> 'onhold' or "orders"."expires_at" is not null),
	CONSTRAINT "orders_withdrawal_positive" CHECK ("orders"."ticket_withdrawal" > 0)
);
--> statement-breakpoint
CREATE TABLE "seat_tickets" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"order_id" text NOT NULL,
	"group_id" text NOT NULL,
	"event_id" text NOT NULL,
	"seat_id" text,
	"block_id" text NOT NULL,
	"category_id" text NOT NULL,
	"product_id" text NOT NULL,
	"price_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"resale_listing_id" text,
	"status" text DEFAULT 'onhold' NOT NULL,
	"holder_gender" text,
	"holder_first_name" text,
	"holder_last_name" text,
	"holder_email" text,
	"holder_phone_number" text,
	"holder_date_of_birth" date,
	"holder_street_address" text,
	"holder_postal_code" text,
	"holder_city_name" text,
	"holder_country" text,
	"holder_set_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seat_tickets_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "seat_tickets_status" CHECK ("seat_tickets"."status" in ('onhold', 'confirmed', 'released')),
	CONSTRAINT "seat_tickets_price_not_negative" CHECK ("seat_tickets"."price_cents" >= 0),
	CONSTRAINT "seat_tickets_discount_within_price" CHECK ("seat_tickets"."discount_cents" <= 0 and "seat_tickets"."price_cents" + "seat_tickets"."discount_cents" >= 0),
	CONSTRAINT "seat_tickets_resale_has_seat" CHECK ("seat_tickets"."resale_listing_id" is null or "seat_tickets"."seat_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "ticket_groups" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"event_id" text,
	"pack_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ticket_groups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "ticket_groups_kind" CHECK (("ticket_groups"."kind" = 'event' and "ticket_groups"."event_id" is not null and "ticket_groups"."pack_id" is null)
        or ("ticket_groups"."kind" = 'pack' and "ticket_groups"."pack_id" is not null and "ticket_groups"."event_id" is null)
        or ("ticket_groups"."kind" = 'ancillary' and "ticket_groups"."event_id" is null and "ticket_groups"."pack_id" is null))
);
--> statement-breakpoint
ALTER TABLE "resale_listings" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "parking_products" ADD CONSTRAINT "parking_products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_products" ADD CONSTRAINT "parking_products_event_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "public"."events"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ancillary_tickets" ADD CONSTRAINT "ancillary_tickets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ancillary_tickets" ADD CONSTRAINT "ancillary_tickets_order_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ancillary_tickets" ADD CONSTRAINT "ancillary_tickets_group_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."ticket_groups"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ancillary_tickets" ADD CONSTRAINT "ancillary_tickets_parking_fk" FOREIGN KEY ("tenant_id","parking_product_id") REFERENCES "public"."parking_products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_tickets" ADD CONSTRAINT "seat_tickets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_tickets" ADD CONSTRAINT "seat_tickets_order_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_tickets" ADD CONSTRAINT "seat_tickets_group_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."ticket_groups"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_tickets" ADD CONSTRAINT "seat_tickets_event_seat_fk" FOREIGN KEY ("tenant_id","event_id","seat_id") REFERENCES "public"."event_seats"("tenant_id","event_id","seat_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_tickets" ADD CONSTRAINT "seat_tickets_event_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "public"."events"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_tickets" ADD CONSTRAINT "seat_tickets_block_fk" FOREIGN KEY ("tenant_id","block_id") REFERENCES "public"."blocks"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_tickets" ADD CONSTRAINT "seat_tickets_category_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."categories"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_tickets" ADD CONSTRAINT "seat_tickets_product_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_tickets" ADD CONSTRAINT "seat_tickets_resale_listing_fk" FOREIGN KEY ("tenant_id","resale_listing_id") REFERENCES "public"."resale_listings"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_groups" ADD CONSTRAINT "ticket_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_groups" ADD CONSTRAINT "ticket_groups_order_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_groups" ADD CONSTRAINT "ticket_groups_event_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "public"."events"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_groups" ADD CONSTRAINT "ticket_groups_pack_fk" FOREIGN KEY ("tenant_id","pack_id") REFERENCES "public"."campaign_packs"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parking_products_event" ON "parking_products" USING btree ("tenant_id","event_id");--> statement-breakpoint
CREATE INDEX "ancillary_tickets_order" ON "ancillary_tickets" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ancillary_tickets_one_card" ON "ancillary_tickets" USING btree ("tenant_id","order_id") WHERE "ancillary_tickets"."type" = 'plastic_card';--> statement-breakpoint
CREATE INDEX "orders_customer" ON "orders" USING btree ("tenant_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_on_hold_expiry" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'onhold';--> statement-breakpoint
CREATE INDEX "seat_tickets_order" ON "seat_tickets" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seat_tickets_live_seat" ON "seat_tickets" USING btree ("tenant_id","event_id","seat_id") WHERE "seat_tickets"."seat_id" is not null and "seat_tickets"."resale_listing_id" is null and "seat_tickets"."status" <> 'released';--> statement-breakpoint
CREATE UNIQUE INDEX "seat_tickets_live_listing" ON "seat_tickets" USING btree ("tenant_id","resale_listing_id") WHERE "seat_tickets"."resale_listing_id" is not null and "seat_tickets"."status" <> 'released';--> statement-breakpoint
CREATE INDEX "ticket_groups_order" ON "ticket_groups" USING btree ("tenant_id","order_id");--> statement-breakpoint
ALTER TABLE "resale_listings" ADD CONSTRAINT "resale_pending_has_order" CHECK ("resale_listings"."status" <> 'pending' or "resale_listings"."order_id" is not null);