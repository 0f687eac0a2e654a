CREATE TABLE "installments" (
	"tenant_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"rank" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"provider_charge_reference" text,
	"last_error" text,
	"paid_at" timestamp with time zone,
	CONSTRAINT "installments_tenant_id_payment_id_rank_pk" PRIMARY KEY("tenant_id","payment_id","rank"),
	CONSTRAINT "installments_status" CHECK ("installments"."status" in ('scheduled', 'paid', 'failed')),
	CONSTRAINT "installments_rank_positive" CHECK ("installments"."rank" >= 1),
	CONSTRAINT "installments_amount_not_negative" CHECK ("installments"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"tenant_id" text NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payment_id" text,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_events_tenant_id_provider_event_id_pk" PRIMARY KEY("tenant_id","provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"order_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"status" text NOT NULL,
	"number_of_installments" integer DEFAULT 1 NOT NULL,
	"redirect_url" text,
	"saved_method_reference" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "payments_kind" CHECK ("payments"."kind" in ('single', 'installment_plan')),
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('created', 'pending', 'succeeded', 'failed', 'refunded', 'cancelled')),
	CONSTRAINT "payments_amount_not_negative" CHECK ("payments"."amount_cents" >= 0),
	CONSTRAINT "payments_installments_positive" CHECK ("payments"."number_of_installments" >= 1)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"provider_reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refunds_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "installments" ADD CONSTRAINT "installments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installments" ADD CONSTRAINT "installments_payment_fk" FOREIGN KEY ("tenant_id","payment_id") REFERENCES "public"."payments"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_fk" FOREIGN KEY ("tenant_id","payment_id") REFERENCES "public"."payments"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "installments_due" ON "installments" USING btree ("next_attempt_at") WHERE "installments"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "payments_order" ON "payments" USING btree ("tenant_id","order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_reference" ON "payments" USING btree ("tenant_id","provider","provider_reference");--> statement-breakpoint
CREATE INDEX "refunds_payment" ON "refunds" USING btree ("tenant_id","payment_id");