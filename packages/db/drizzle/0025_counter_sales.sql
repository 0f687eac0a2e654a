-- Counter sales and refunds ticket by ticket (docs/staff-roles.md, the ticket office).
-- The payment type of the spec's list on every payment; null on rows from before it, whose type
-- follows from their provider (free → free, else credit_card).
alter table "payments" add column "payment_type" text;--> statement-breakpoint
alter table "payments" add constraint "payments_payment_type" check ("payment_type" is null or "payment_type" in ('bank_transfer', 'cash', 'cashless', 'check', 'credit_card', 'free', 'groupon', 'not_chosen_yet', 'payment_on_invoice', 'salary_deduction', 'unknown', 'others'));--> statement-breakpoint
-- The staff member who took the money at the counter; null for the shop's payments.
alter table "payments" add column "staff_id" uuid;--> statement-breakpoint
-- A ticket refunded on its own: voided (released), with the reason the fan reads.
alter table "seat_tickets" add column "refunded_at" timestamp with time zone;--> statement-breakpoint
alter table "seat_tickets" add column "refunded_by" uuid;--> statement-breakpoint
alter table "seat_tickets" add column "refund_reason_code" text;--> statement-breakpoint
alter table "seat_tickets" add column "refund_reason_text" text;--> statement-breakpoint
alter table "seat_tickets" add constraint "seat_tickets_refund_reason" check ("refunded_at" is null or ("refund_reason_code" is not null and "status" = 'released'));
