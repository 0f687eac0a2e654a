CREATE TABLE "arenas" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"pitch" text NOT NULL,
	"width" real NOT NULL,
	"height" real NOT NULL,
	"use_pacifa" boolean DEFAULT false NOT NULL,
	"website_max_tickets_in_cart" integer,
	CONSTRAINT "arenas_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "arenas_size_positive" CHECK ("arenas"."width" > 0 and "arenas"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"arena_id" text NOT NULL,
	"stand_id" text NOT NULL,
	"name" text NOT NULL,
	"category_id" text NOT NULL,
	"contour" text NOT NULL,
	"label_x" real NOT NULL,
	"label_y" real NOT NULL,
	"is_open_seating" boolean DEFAULT false NOT NULL,
	"is_away_section" boolean DEFAULT false NOT NULL,
	"capacity" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "blocks_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "blocks_capacity_not_negative" CHECK ("blocks"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "campaign_pack_events" (
	"tenant_id" text NOT NULL,
	"pack_id" text NOT NULL,
	"event_id" text NOT NULL,
	CONSTRAINT "campaign_pack_events_tenant_id_pack_id_event_id_pk" PRIMARY KEY("tenant_id","pack_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_packs" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"description" text,
	"image_url" text,
	"arena_id" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_packs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"arena_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"colour" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "categories_colour_hex" CHECK ("categories"."colour" ~ '^#[0-9a-fA-F]{6}$')
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	CONSTRAINT "competitions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "event_channel_configurations" (
	"tenant_id" text NOT NULL,
	"event_id" text NOT NULL,
	"sale_channel_id" text NOT NULL,
	"opening_datetime" timestamp with time zone NOT NULL,
	"closing_datetime" timestamp with time zone NOT NULL,
	"early_bird_opening_datetime" timestamp with time zone,
	"max_individual_seat_tickets_in_cart" integer,
	CONSTRAINT "event_channel_configurations_pk" PRIMARY KEY("tenant_id","event_id","sale_channel_id"),
	CONSTRAINT "event_channel_window" CHECK ("event_channel_configurations"."opening_datetime" < "event_channel_configurations"."closing_datetime"),
	CONSTRAINT "event_channel_early_bird_first" CHECK ("event_channel_configurations"."early_bird_opening_datetime" is null or "event_channel_configurations"."early_bird_opening_datetime" < "event_channel_configurations"."opening_datetime")
);
--> statement-breakpoint
CREATE TABLE "event_prices" (
	"tenant_id" text NOT NULL,
	"event_id" text NOT NULL,
	"category_id" text NOT NULL,
	"product_id" text NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "event_prices_tenant_id_event_id_category_id_product_id_pk" PRIMARY KEY("tenant_id","event_id","category_id","product_id"),
	CONSTRAINT "event_prices_not_negative" CHECK ("event_prices"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_seats" (
	"tenant_id" text NOT NULL,
	"event_id" text NOT NULL,
	"seat_id" text NOT NULL,
	"block_id" text NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"order_id" text,
	"held_until" timestamp with time zone,
	CONSTRAINT "event_seats_tenant_id_event_id_seat_id_pk" PRIMARY KEY("tenant_id","event_id","seat_id"),
	CONSTRAINT "event_seats_hold_has_order" CHECK ("event_seats"."status" = 'available' or "event_seats"."order_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"start_datetime" timestamp with time zone NOT NULL,
	"arena_id" text NOT NULL,
	"home_team_id" text,
	"opponent_id" text,
	"competition_id" text,
	"is_archived" boolean DEFAULT false NOT NULL,
	"sale_status" text DEFAULT 'opened' NOT NULL,
	"ticket_download_days_before" integer,
	CONSTRAINT "events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "open_seating_stock" (
	"tenant_id" text NOT NULL,
	"event_id" text NOT NULL,
	"block_id" text NOT NULL,
	"capacity" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "open_seating_stock_tenant_id_event_id_block_id_pk" PRIMARY KEY("tenant_id","event_id","block_id"),
	CONSTRAINT "open_seating_taken_within_capacity" CHECK ("open_seating_stock"."taken" >= 0 and "open_seating_stock"."taken" <= "open_seating_stock"."capacity")
);
--> statement-breakpoint
CREATE TABLE "pack_channel_configurations" (
	"tenant_id" text NOT NULL,
	"pack_id" text NOT NULL,
	"sale_channel_id" text NOT NULL,
	"opening_datetime" timestamp with time zone NOT NULL,
	"closing_datetime" timestamp with time zone NOT NULL,
	"max_campaign_packs_in_cart" integer,
	CONSTRAINT "pack_channel_configurations_pk" PRIMARY KEY("tenant_id","pack_id","sale_channel_id"),
	CONSTRAINT "pack_channel_window" CHECK ("pack_channel_configurations"."opening_datetime" < "pack_channel_configurations"."closing_datetime")
);
--> statement-breakpoint
CREATE TABLE "pack_prices" (
	"tenant_id" text NOT NULL,
	"pack_id" text NOT NULL,
	"category_id" text NOT NULL,
	"product_id" text NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "pack_prices_tenant_id_pack_id_category_id_product_id_pk" PRIMARY KEY("tenant_id","pack_id","category_id","product_id"),
	CONSTRAINT "pack_prices_not_negative" CHECK ("pack_prices"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_resale" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "products_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "resale_listings" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"event_id" text NOT NULL,
	"seat_id" text NOT NULL,
	"block_id" text NOT NULL,
	"product_id" text NOT NULL,
	"price_cents" integer NOT NULL,
	"description" text,
	"status" text DEFAULT 'on_sale' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resale_listings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "resale_price_positive" CHECK ("resale_listings"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sale_channels" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "sale_channels_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "seats" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"block_id" text NOT NULL,
	"category_id" text NOT NULL,
	"row" integer NOT NULL,
	"column" integer NOT NULL,
	"row_name" text NOT NULL,
	"seat_number" text NOT NULL,
	"x" real NOT NULL,
	"y" real NOT NULL,
	"is_accessible" boolean DEFAULT false NOT NULL,
	CONSTRAINT "seats_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "stands" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"arena_id" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stands_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"display_name" text NOT NULL,
	"logo_url" text,
	CONSTRAINT "teams_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "arenas" ADD CONSTRAINT "arenas_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_tenant_id_arena_id_arenas_tenant_id_id_fk" FOREIGN KEY ("tenant_id","arena_id") REFERENCES "public"."arenas"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_tenant_id_stand_id_stands_tenant_id_id_fk" FOREIGN KEY ("tenant_id","stand_id") REFERENCES "public"."stands"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_tenant_id_category_id_categories_tenant_id_id_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."categories"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_pack_events" ADD CONSTRAINT "campaign_pack_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_pack_events" ADD CONSTRAINT "campaign_pack_events_pack_fk" FOREIGN KEY ("tenant_id","pack_id") REFERENCES "public"."campaign_packs"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_pack_events" ADD CONSTRAINT "campaign_pack_events_tenant_id_event_id_events_tenant_id_id_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "public"."events"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_packs" ADD CONSTRAINT "campaign_packs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_packs" ADD CONSTRAINT "campaign_packs_tenant_id_arena_id_arenas_tenant_id_id_fk" FOREIGN KEY ("tenant_id","arena_id") REFERENCES "public"."arenas"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_tenant_id_arena_id_arenas_tenant_id_id_fk" FOREIGN KEY ("tenant_id","arena_id") REFERENCES "public"."arenas"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_channel_configurations" ADD CONSTRAINT "event_channel_configurations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_channel_configurations" ADD CONSTRAINT "event_channel_configurations_event_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "public"."events"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_channel_configurations" ADD CONSTRAINT "event_channel_configurations_channel_fk" FOREIGN KEY ("tenant_id","sale_channel_id") REFERENCES "public"."sale_channels"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_prices" ADD CONSTRAINT "event_prices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_prices" ADD CONSTRAINT "event_prices_tenant_id_event_id_events_tenant_id_id_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "public"."events"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_prices" ADD CONSTRAINT "event_prices_tenant_id_category_id_categories_tenant_id_id_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."categories"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_prices" ADD CONSTRAINT "event_prices_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_seats" ADD CONSTRAINT "event_seats_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_seats" ADD CONSTRAINT "event_seats_tenant_id_event_id_events_tenant_id_id_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "public"."events"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_seats" ADD CONSTRAINT "event_seats_tenant_id_seat_id_seats_tenant_id_id_fk" FOREIGN KEY ("tenant_id","seat_id") REFERENCES "public"."seats"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_tenant_id_arena_id_arenas_tenant_id_id_fk" FOREIGN KEY ("tenant_id","arena_id") REFERENCES "public"."arenas"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_tenant_id_home_team_id_teams_tenant_id_id_fk" FOREIGN KEY ("tenant_id","home_team_id") REFERENCES "public"."teams"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_tenant_id_opponent_id_teams_tenant_id_id_fk" FOREIGN KEY ("tenant_id","opponent_id") REFERENCES "public"."teams"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_tenant_id_competition_id_competitions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","competition_id") REFERENCES "public"."competitions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_seating_stock" ADD CONSTRAINT "open_seating_stock_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_seating_stock" ADD CONSTRAINT "open_seating_stock_tenant_id_event_id_events_tenant_id_id_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "public"."events"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_seating_stock" ADD CONSTRAINT "open_seating_stock_tenant_id_block_id_blocks_tenant_id_id_fk" FOREIGN KEY ("tenant_id","block_id") REFERENCES "public"."blocks"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_channel_configurations" ADD CONSTRAINT "pack_channel_configurations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_channel_configurations" ADD CONSTRAINT "pack_channel_configurations_pack_fk" FOREIGN KEY ("tenant_id","pack_id") REFERENCES "public"."campaign_packs"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_channel_configurations" ADD CONSTRAINT "pack_channel_configurations_channel_fk" FOREIGN KEY ("tenant_id","sale_channel_id") REFERENCES "public"."sale_channels"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_prices" ADD CONSTRAINT "pack_prices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_prices" ADD CONSTRAINT "pack_prices_tenant_id_pack_id_campaign_packs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","pack_id") REFERENCES "public"."campaign_packs"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_prices" ADD CONSTRAINT "pack_prices_tenant_id_category_id_categories_tenant_id_id_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."categories"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_prices" ADD CONSTRAINT "pack_prices_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resale_listings" ADD CONSTRAINT "resale_listings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resale_listings" ADD CONSTRAINT "resale_listings_event_seat_fk" FOREIGN KEY ("tenant_id","event_id","seat_id") REFERENCES "public"."event_seats"("tenant_id","event_id","seat_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resale_listings" ADD CONSTRAINT "resale_listings_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_channels" ADD CONSTRAINT "sale_channels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_tenant_id_block_id_blocks_tenant_id_id_fk" FOREIGN KEY ("tenant_id","block_id") REFERENCES "public"."blocks"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_tenant_id_category_id_categories_tenant_id_id_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."categories"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stands" ADD CONSTRAINT "stands_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stands" ADD CONSTRAINT "stands_tenant_id_arena_id_arenas_tenant_id_id_fk" FOREIGN KEY ("tenant_id","arena_id") REFERENCES "public"."arenas"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocks_arena" ON "blocks" USING btree ("tenant_id","arena_id");--> statement-breakpoint
CREATE INDEX "event_seats_block" ON "event_seats" USING btree ("tenant_id","event_id","block_id","status");--> statement-breakpoint
CREATE INDEX "events_start" ON "events" USING btree ("tenant_id","start_datetime");--> statement-breakpoint
CREATE INDEX "resale_listings_block" ON "resale_listings" USING btree ("tenant_id","event_id","block_id","status");--> statement-breakpoint
CREATE INDEX "seats_block" ON "seats" USING btree ("tenant_id","block_id","row","column");--> statement-breakpoint
CREATE INDEX "stands_arena" ON "stands" USING btree ("tenant_id","arena_id");