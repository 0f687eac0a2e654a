-- Outgoing webhooks per club (docs/integrations.md#webhooks, ADR 0052): endpoints with their
-- signing secret, events written in the transaction of their change (the outbox), one delivery
-- per event and endpoint claimed by workers with a lease, and every HTTP attempt for the log.
create table "webhook_endpoints" (
	"tenant_id" text not null,
	"id" uuid default gen_random_uuid() not null,
	"url" text not null,
	"description" text default '' not null,
	"event_types" text[] not null,
	"secret" text not null,
	"enabled" boolean default true not null,
	"created_at" timestamp with time zone not null,
	"updated_at" timestamp with time zone not null,
	constraint "webhook_endpoints_pkey" primary key ("tenant_id", "id"),
	constraint "webhook_endpoints_events" check (cardinality("event_types") > 0)
);--> statement-breakpoint
alter table "webhook_endpoints" add constraint "webhook_endpoints_tenant_id_tenants_id_fk" foreign key ("tenant_id") references "public"."tenants"("id") on delete restrict on update no action;--> statement-breakpoint
create table "webhook_messages" (
	"tenant_id" text not null,
	"id" text not null,
	"type" text not null,
	"payload" jsonb not null,
	"created_at" timestamp with time zone not null,
	constraint "webhook_messages_pkey" primary key ("tenant_id", "id")
);--> statement-breakpoint
alter table "webhook_messages" add constraint "webhook_messages_tenant_id_tenants_id_fk" foreign key ("tenant_id") references "public"."tenants"("id") on delete restrict on update no action;--> statement-breakpoint
create index "webhook_messages_created" on "webhook_messages" using btree ("tenant_id", "created_at");--> statement-breakpoint
create table "webhook_deliveries" (
	"tenant_id" text not null,
	"id" uuid default gen_random_uuid() not null,
	"endpoint_id" uuid not null,
	"message_id" text not null,
	"status" text default 'pending' not null,
	"attempts" integer default 0 not null,
	"next_attempt_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"last_status_code" integer,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone not null,
	constraint "webhook_deliveries_pkey" primary key ("tenant_id", "id"),
	constraint "webhook_deliveries_status" check ("status" in ('pending', 'sending', 'delivered', 'failed')),
	constraint "webhook_deliveries_lease" check ("status" <> 'sending' or "lease_until" is not null)
);--> statement-breakpoint
alter table "webhook_deliveries" add constraint "webhook_deliveries_tenant_id_tenants_id_fk" foreign key ("tenant_id") references "public"."tenants"("id") on delete restrict on update no action;--> statement-breakpoint
alter table "webhook_deliveries" add constraint "webhook_deliveries_endpoint_fk" foreign key ("tenant_id", "endpoint_id") references "public"."webhook_endpoints"("tenant_id", "id") on delete cascade on update no action;--> statement-breakpoint
alter table "webhook_deliveries" add constraint "webhook_deliveries_message_fk" foreign key ("tenant_id", "message_id") references "public"."webhook_messages"("tenant_id", "id") on delete no action on update no action;--> statement-breakpoint
create index "webhook_deliveries_endpoint" on "webhook_deliveries" using btree ("tenant_id", "endpoint_id", "created_at");--> statement-breakpoint
create index "webhook_deliveries_due" on "webhook_deliveries" using btree ("next_attempt_at") where "status" in ('pending', 'sending');--> statement-breakpoint
create table "webhook_attempts" (
	"tenant_id" text not null,
	"delivery_id" uuid not null,
	"attempt" integer not null,
	"started_at" timestamp with time zone not null,
	"status_code" integer,
	"excerpt" text default '' not null,
	"duration_ms" integer not null,
	constraint "webhook_attempts_pkey" primary key ("tenant_id", "delivery_id", "attempt")
);--> statement-breakpoint
alter table "webhook_attempts" add constraint "webhook_attempts_tenant_id_tenants_id_fk" foreign key ("tenant_id") references "public"."tenants"("id") on delete restrict on update no action;--> statement-breakpoint
alter table "webhook_attempts" add constraint "webhook_attempts_delivery_fk" foreign key ("tenant_id", "delivery_id") references "public"."webhook_deliveries"("tenant_id", "id") on delete cascade on update no action;
