-- A resale price is capped as a percentage of the ticket's face value as the club first sold it,
-- however many fans resold it since (docs/product.md#resale, ADR 0010 and 0021): a listing keeps
-- that original face value, and a ticket bought on resale reads it from the listing it came from.
ALTER TABLE "resale_listings" ADD COLUMN "face_value_cents" integer;--> statement-breakpoint
-- Listings of tickets the club sold take the ticket's price; a listing of a ticket bought on
-- resale takes the face value of the listing that ticket was bought from, down the chain. Listings
-- made outside the shop (the demo seed's) know no better than their own price.
WITH RECURSIVE "face" ("tenant_id", "id", "cents") AS (
	SELECT r."tenant_id", r."id", coalesce(nullif(t."price_cents", 0), r."price_cents")
	FROM "resale_listings" r
	LEFT JOIN "seat_tickets" t ON t."tenant_id" = r."tenant_id" AND t."id" = r."ticket_id"
	WHERE t."id" IS NULL OR t."resale_listing_id" IS NULL
	UNION ALL
	SELECT r."tenant_id", r."id", f."cents"
	FROM "face" f
	JOIN "seat_tickets" t ON t."tenant_id" = f."tenant_id" AND t."resale_listing_id" = f."id"
	JOIN "resale_listings" r ON r."tenant_id" = t."tenant_id" AND r."ticket_id" = t."id"
)
UPDATE "resale_listings" r SET "face_value_cents" = f."cents"
FROM "face" f
WHERE r."tenant_id" = f."tenant_id" AND r."id" = f."id";--> statement-breakpoint
ALTER TABLE "resale_listings" ALTER COLUMN "face_value_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "resale_listings" ADD CONSTRAINT "resale_face_value_positive" CHECK ("resale_listings"."face_value_cents" > 0);
