-- Clubs' own Stripe accounts (docs/adr/0048): a later instalment whose off-session charge the bank
-- refused without the cardholder (3-D Secure) waits for the fan, who is e-mailed the provider's page
-- where they pay it; its session is kept so the webhook of that page finds the instalment.
alter table "installments" drop constraint "installments_status";--> statement-breakpoint
alter table "installments" add constraint "installments_status" check ("installments"."status" in ('scheduled', 'paid', 'failed', 'awaiting_customer'));--> statement-breakpoint
alter table "installments" add column "action_url" text;--> statement-breakpoint
alter table "installments" add column "action_reference" text;
