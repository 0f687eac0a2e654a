CREATE TABLE "action_tokens" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "action_tokens_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "action_tokens_kind" CHECK ("action_tokens"."kind" in ('verify_email', 'reset_password')),
	CONSTRAINT "action_tokens_expire_after_creation" CHECK ("action_tokens"."expires_at" > "action_tokens"."created_at")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text,
	"last_name" text,
	"gender" text DEFAULT 'unknown' NOT NULL,
	"date_of_birth" date,
	"country" text,
	"company" text,
	"city_name" text,
	"street_address" text,
	"postal_code" text,
	"phone_number" text,
	"iban" text,
	"bic" text,
	"is_early_bird" boolean DEFAULT false NOT NULL,
	"accepts_eventori_crm_communication" boolean DEFAULT false NOT NULL,
	"accepts_external_partners_communication" boolean DEFAULT false NOT NULL,
	"keycloak_id" text,
	"preferred_locale" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "customers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "customers_email_lower_case" CHECK ("customers"."email" = lower("customers"."email")),
	CONSTRAINT "customers_gender" CHECK ("customers"."gender" in ('female', 'male', 'unknown'))
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"ip" text,
	"failed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_failures_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"locale" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_outbox_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "mail_outbox_status" CHECK ("mail_outbox"."status" in ('pending', 'sending', 'sent', 'failed')),
	CONSTRAINT "mail_outbox_lease" CHECK ("mail_outbox"."status" <> 'sending' or "mail_outbox"."lease_until" is not null),
	CONSTRAINT "mail_outbox_attempts_not_negative" CHECK ("mail_outbox"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "action_tokens" ADD CONSTRAINT "action_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_tokens" ADD CONSTRAINT "action_tokens_customer_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "action_tokens_hash" ON "action_tokens" USING btree ("tenant_id","token_hash");--> statement-breakpoint
CREATE INDEX "action_tokens_customer" ON "action_tokens" USING btree ("tenant_id","customer_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email" ON "customers" USING btree ("tenant_id","email") WHERE "customers"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_keycloak_id" ON "customers" USING btree ("tenant_id","keycloak_id") WHERE "customers"."keycloak_id" is not null;--> statement-breakpoint
CREATE INDEX "login_failures_email" ON "login_failures" USING btree ("tenant_id","email","failed_at");--> statement-breakpoint
CREATE INDEX "login_failures_ip" ON "login_failures" USING btree ("tenant_id","ip","failed_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient" ON "mail_outbox" USING btree ("tenant_id","recipient");