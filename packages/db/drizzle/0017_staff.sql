CREATE TABLE "staff_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" text NOT NULL,
	"totp_last_step" bigint,
	"session_epoch" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "staff_accounts_role" CHECK ("staff_accounts"."role" in ('admin', 'crm', 'customer', 'rms', 'season_manager', 'security', 'superadmin', 'ticket_office', 'website')),
	CONSTRAINT "staff_accounts_superadmin_platform" CHECK (("staff_accounts"."role" = 'superadmin') = ("staff_accounts"."tenant_id" is null))
);
--> statement-breakpoint
CREATE TABLE "staff_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text,
	"staff_id" uuid,
	"staff_email" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_by" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_email" ON "staff_accounts" USING btree (coalesce("tenant_id", ''),"email");--> statement-breakpoint
CREATE INDEX "staff_audit_log_target" ON "staff_audit_log" USING btree ("tenant_id","target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_audit_log_staff" ON "staff_audit_log" USING btree ("staff_id","created_at");