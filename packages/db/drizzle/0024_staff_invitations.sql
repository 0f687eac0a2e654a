CREATE TABLE "staff_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"staff_id" uuid,
	"token_hash" text NOT NULL,
	"totp_secret" text NOT NULL,
	"locale" text NOT NULL,
	"invited_by" uuid,
	"invited_by_email" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "staff_invitations_kind" CHECK ("staff_invitations"."kind" in ('invite', 'totp_reset')),
	CONSTRAINT "staff_invitations_role" CHECK ("staff_invitations"."role" in ('admin', 'crm', 'customer', 'rms', 'season_manager', 'security', 'ticket_office', 'website')),
	CONSTRAINT "staff_invitations_reset_account" CHECK (("staff_invitations"."kind" = 'totp_reset') = ("staff_invitations"."staff_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_token_hash" ON "staff_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_open" ON "staff_invitations" USING btree ("tenant_id","kind","email") WHERE "staff_invitations"."accepted_at" is null and "staff_invitations"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "totp_reset_at" timestamp with time zone;
