-- Resale payouts paid by SEPA credit transfer from the back office (docs/product.md#resale,
-- ADR 0049): a batch is one pain.001 file; its items are the transfers as the file wrote them, so
-- it downloads again unchanged; a payout names the one batch that pays it.
create table "payout_batches" (
	"tenant_id" text not null,
	"id" uuid not null,
	"message_id" text not null,
	"status" text default 'open' not null,
	"payout_count" integer not null,
	"total_cents" integer not null,
	"currency" text not null,
	"debtor_name" text not null,
	"debtor_iban" text not null,
	"debtor_bic" text not null,
	"created_by" uuid,
	"created_by_email" text,
	"created_at" timestamp with time zone not null,
	"paid_by" uuid,
	"paid_by_email" text,
	"paid_at" timestamp with time zone,
	constraint "payout_batches_pkey" primary key ("tenant_id", "id"),
	constraint "payout_batches_status" check ("status" in ('open', 'paid')),
	constraint "payout_batches_paid_at" check (("status" = 'paid') = ("paid_at" is not null)),
	constraint "payout_batches_count" check ("payout_count" > 0),
	constraint "payout_batches_total" check ("total_cents" > 0)
);--> statement-breakpoint
alter table "payout_batches" add constraint "payout_batches_tenant_id_tenants_id_fk" foreign key ("tenant_id") references "public"."tenants"("id") on delete restrict on update no action;--> statement-breakpoint
create index "payout_batches_created" on "payout_batches" using btree ("tenant_id", "created_at");--> statement-breakpoint
create unique index "payout_batches_message_id" on "payout_batches" using btree ("tenant_id", "message_id");--> statement-breakpoint
create table "payout_batch_items" (
	"tenant_id" text not null,
	"batch_id" uuid not null,
	"listing_id" text not null,
	"position" integer not null,
	"amount_cents" integer not null,
	"creditor_name" text not null,
	"iban" text not null,
	"bic" text,
	"remittance" text not null,
	constraint "payout_batch_items_pkey" primary key ("tenant_id", "batch_id", "listing_id"),
	constraint "payout_batch_items_amount" check ("amount_cents" > 0)
);--> statement-breakpoint
alter table "payout_batch_items" add constraint "payout_batch_items_batch_fk" foreign key ("tenant_id", "batch_id") references "public"."payout_batches"("tenant_id", "id") on delete no action on update no action;--> statement-breakpoint
alter table "payout_batch_items" add constraint "payout_batch_items_payout_fk" foreign key ("tenant_id", "listing_id") references "public"."resale_payouts"("tenant_id", "listing_id") on delete no action on update no action;--> statement-breakpoint
alter table "resale_payouts" add column "batch_id" uuid;--> statement-breakpoint
alter table "resale_payouts" add constraint "resale_payouts_batch_fk" foreign key ("tenant_id", "batch_id") references "public"."payout_batches"("tenant_id", "id") on delete no action on update no action;--> statement-breakpoint
create index "resale_payouts_batch" on "resale_payouts" using btree ("tenant_id", "batch_id");
