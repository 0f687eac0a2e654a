ALTER TABLE "order_anomalies" DROP CONSTRAINT "order_anomalies_kind";--> statement-breakpoint
ALTER TABLE "order_anomalies" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_anomalies" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
UPDATE "order_anomalies" SET "updated_at" = "created_at";--> statement-breakpoint
ALTER TABLE "order_anomalies" ALTER COLUMN "updated_at" SET NOT NULL;--> statement-breakpoint
-- The webhook's first two kinds become the order anomaly codes they are (docs/product.md#order-anomalies).
UPDATE "order_anomalies" SET "kind" = CASE "kind"
  WHEN 'amount_mismatch' THEN 'transaction_details_unbalanced'
  WHEN 'refund_refused' THEN 'overpaid_transaction_not_refunded'
  ELSE "kind" END;--> statement-breakpoint
-- One unsolved anomaly per order and code: older duplicates stay open, later ones are closed.
UPDATE "order_anomalies" a SET "status" = 'solved'
  WHERE EXISTS (SELECT 1 FROM "order_anomalies" b
    WHERE b."tenant_id" = a."tenant_id" AND b."order_id" = a."order_id" AND b."kind" = a."kind"
      AND (b."created_at", b."id") < (a."created_at", a."id"));--> statement-breakpoint
CREATE INDEX "order_anomalies_list" ON "order_anomalies" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_anomalies_one_unsolved" ON "order_anomalies" USING btree ("tenant_id","order_id","kind") WHERE "order_anomalies"."status" <> 'solved';--> statement-breakpoint
ALTER TABLE "order_anomalies" ADD CONSTRAINT "order_anomalies_status" CHECK ("order_anomalies"."status" in ('open', 'acknowledged', 'in_progress', 'solved'));--> statement-breakpoint
ALTER TABLE "order_anomalies" ADD CONSTRAINT "order_anomalies_kind" CHECK ("order_anomalies"."kind" in ('empty', 'installment_not_paid', 'overpaid_transaction_not_refunded', 'payment_required', 'refund_required', 'transaction_details_unbalanced', 'wrong_status'));
