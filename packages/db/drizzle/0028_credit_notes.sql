-- Credit notes (docs/product.md#credit-notes): every refund of money on an order that has an
-- invoice gets one, numbered in a sequence of its own per club, gap-free like invoice numbers
-- (the counter row is locked by the transaction that issues the note, and a rollback gives the
-- number back). A note keeps what it refunded as it was printed at issue time (lines, amounts,
-- language), so it never changes when the order does afterwards.
create table "credit_note_counters" (
	"tenant_id" text not null,
	"last_number" integer default 0 not null,
	constraint "credit_note_counters_pkey" primary key ("tenant_id"),
	constraint "credit_note_counters_not_negative" check ("last_number" >= 0)
);--> statement-breakpoint
alter table "credit_note_counters" add constraint "credit_note_counters_tenant_id_tenants_id_fk" foreign key ("tenant_id") references "public"."tenants"("id") on delete restrict on update no action;--> statement-breakpoint
create table "credit_notes" (
	"tenant_id" text not null,
	"id" uuid not null,
	"number" integer not null,
	"order_id" text not null,
	"invoice_number" integer not null,
	"reason" text not null,
	"amount_cents" integer not null,
	"lines" jsonb not null,
	"locale" text not null,
	"refund_ids" text[] not null,
	"staff_id" uuid,
	"issued_at" timestamp with time zone not null,
	constraint "credit_notes_pkey" primary key ("tenant_id", "id"),
	constraint "credit_notes_number_positive" check ("number" > 0),
	constraint "credit_notes_amount_positive" check ("amount_cents" > 0),
	constraint "credit_notes_reason" check ("reason" in ('ticket_refund', 'order_cancelled'))
);--> statement-breakpoint
alter table "credit_notes" add constraint "credit_notes_tenant_id_tenants_id_fk" foreign key ("tenant_id") references "public"."tenants"("id") on delete restrict on update no action;--> statement-breakpoint
alter table "credit_notes" add constraint "credit_notes_invoice_fk" foreign key ("tenant_id", "order_id") references "public"."invoices"("tenant_id", "order_id") on delete no action on update no action;--> statement-breakpoint
create unique index "credit_notes_number" on "credit_notes" using btree ("tenant_id", "number");--> statement-breakpoint
create index "credit_notes_order" on "credit_notes" using btree ("tenant_id", "order_id");
