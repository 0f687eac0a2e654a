-- Batches of single-use promo codes made in the back office (docs/staff-roles.md, PROMO_EDIT):
-- which codes one batch made, so the batch can be downloaded again as CSV. The codes themselves
-- are ordinary promo_codes rows; a code removed by a catalogue apply leaves its batch.
create table "promo_batches" (
	"tenant_id" text not null,
	"id" uuid not null,
	"prefix" text not null,
	"size" integer not null,
	"created_by" uuid,
	"created_at" timestamp with time zone not null,
	constraint "promo_batches_pkey" primary key ("tenant_id", "id"),
	constraint "promo_batches_size" check ("size" > 0)
);--> statement-breakpoint
alter table "promo_batches" add constraint "promo_batches_tenant_id_tenants_id_fk" foreign key ("tenant_id") references "public"."tenants"("id") on delete restrict on update no action;--> statement-breakpoint
create table "promo_batch_codes" (
	"tenant_id" text not null,
	"batch_id" uuid not null,
	"promo_code_id" text not null,
	constraint "promo_batch_codes_pkey" primary key ("tenant_id", "batch_id", "promo_code_id")
);--> statement-breakpoint
alter table "promo_batch_codes" add constraint "promo_batch_codes_batch_fk" foreign key ("tenant_id", "batch_id") references "public"."promo_batches"("tenant_id", "id") on delete cascade on update no action;--> statement-breakpoint
alter table "promo_batch_codes" add constraint "promo_batch_codes_code_fk" foreign key ("tenant_id", "promo_code_id") references "public"."promo_codes"("tenant_id", "id") on delete cascade on update no action;--> statement-breakpoint
create index "promo_batch_codes_code" on "promo_batch_codes" using btree ("tenant_id", "promo_code_id");
