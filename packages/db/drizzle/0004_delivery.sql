CREATE TABLE "promo_code_uses" (
	"tenant_id" text NOT NULL,
	"promo_code_id" text NOT NULL,
	"order_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"event_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_code_uses_once" UNIQUE NULLS NOT DISTINCT("tenant_id","promo_code_id","order_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"label" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer NOT NULL,
	"scope" text NOT NULL,
	"can_be_cumulated" boolean DEFAULT true NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"min_order_amount_cents" integer,
	"max_order_amount_cents" integer,
	"usage_limit" integer,
	"per_customer_usage_limit" integer,
	"one_use_per_event_per_customer" boolean DEFAULT false NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"pack_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"event_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"category_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"product_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"early_birds_only" boolean DEFAULT false NOT NULL,
	"customer_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "promo_codes_discount_type" CHECK ("promo_codes"."discount_type" in ('absolute', 'percent')),
	CONSTRAINT "promo_codes_scope" CHECK ("promo_codes"."scope" in ('seat_tickets', 'ancillaries', 'order')),
	CONSTRAINT "promo_codes_discount_value" CHECK ("promo_codes"."discount_value" > 0 and ("promo_codes"."discount_type" = 'absolute' or "promo_codes"."discount_value" <= 100)),
	CONSTRAINT "promo_codes_order_amounts" CHECK ("promo_codes"."min_order_amount_cents" is null or "promo_codes"."max_order_amount_cents" is null or "promo_codes"."min_order_amount_cents" <= "promo_codes"."max_order_amount_cents"),
	CONSTRAINT "promo_codes_usage_limit" CHECK ("promo_codes"."usage_limit" is null or "promo_codes"."usage_limit" >= 0),
	CONSTRAINT "promo_codes_per_customer_usage_limit" CHECK ("promo_codes"."per_customer_usage_limit" is null or "promo_codes"."per_customer_usage_limit" >= 0),
	CONSTRAINT "promo_codes_validity" CHECK ("promo_codes"."valid_from" is null or "promo_codes"."valid_until" is null or "promo_codes"."valid_from" < "promo_codes"."valid_until")
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"tenant_id" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counters_tenant_id_pk" PRIMARY KEY("tenant_id"),
	CONSTRAINT "invoice_counters_not_negative" CHECK ("invoice_counters"."last_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"tenant_id" text NOT NULL,
	"order_id" text NOT NULL,
	"number" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_tenant_id_order_id_pk" PRIMARY KEY("tenant_id","order_id"),
	CONSTRAINT "invoices_number_positive" CHECK ("invoices"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "ticket_versions" (
	"tenant_id" text NOT NULL,
	"ticket_id" text NOT NULL,
	"version" integer NOT NULL,
	"reissued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ticket_versions_tenant_id_ticket_id_pk" PRIMARY KEY("tenant_id","ticket_id"),
	CONSTRAINT "ticket_versions_positive" CHECK ("ticket_versions"."version" > 1)
);
--> statement-breakpoint
CREATE TABLE "wallet_passes" (
	"tenant_id" text NOT NULL,
	"ticket_id" text NOT NULL,
	"serial_number" text NOT NULL,
	"authentication_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_passes_tenant_id_ticket_id_pk" PRIMARY KEY("tenant_id","ticket_id")
);
--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_code_fk" FOREIGN KEY ("tenant_id","promo_code_id") REFERENCES "public"."promo_codes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_order_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_customer_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_versions" ADD CONSTRAINT "ticket_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_versions" ADD CONSTRAINT "ticket_versions_ticket_fk" FOREIGN KEY ("tenant_id","ticket_id") REFERENCES "public"."seat_tickets"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD CONSTRAINT "wallet_passes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD CONSTRAINT "wallet_passes_ticket_fk" FOREIGN KEY ("tenant_id","ticket_id") REFERENCES "public"."seat_tickets"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_code_uses_order" ON "promo_code_uses" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "promo_code_uses_customer" ON "promo_code_uses" USING btree ("tenant_id","customer_id","promo_code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_name" ON "promo_codes" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number" ON "invoices" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_passes_serial" ON "wallet_passes" USING btree ("tenant_id","serial_number");