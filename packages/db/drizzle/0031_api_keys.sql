-- A club's keys to its read API (docs/integrations.md#read-api, ADR 0053): only the SHA-256 of
-- each key is kept, looked up with the club of the shop domain the key was used on.
create table "api_keys" (
	"tenant_id" text not null,
	"id" uuid not null,
	"name" text not null,
	"prefix" text not null,
	"key_hash" text not null,
	"scope" text default 'read' not null,
	"created_by" uuid,
	"created_by_email" text,
	"created_at" timestamp with time zone not null,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"revoked_by_email" text,
	constraint "api_keys_pkey" primary key ("tenant_id", "id"),
	constraint "api_keys_scope" check ("scope" in ('read')),
	constraint "api_keys_hash_hex" check ("key_hash" ~ '^[0-9a-f]{64}$')
);--> statement-breakpoint
alter table "api_keys" add constraint "api_keys_tenant_id_tenants_id_fk" foreign key ("tenant_id") references "public"."tenants"("id") on delete restrict on update no action;--> statement-breakpoint
create unique index "api_keys_hash" on "api_keys" using btree ("tenant_id", "key_hash");--> statement-breakpoint
create index "api_keys_created" on "api_keys" using btree ("tenant_id", "created_at");
