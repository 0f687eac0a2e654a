-- A venue described in a club's catalogue files (ADR 0041): a block may show a picture of the view
-- from its seats, and a seat may be sold as a restricted view (docs/product.md#seat-map).
ALTER TABLE "blocks" ADD COLUMN "view_image_url" text;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "is_restricted_view" boolean DEFAULT false NOT NULL;
