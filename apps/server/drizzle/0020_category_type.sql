ALTER TABLE "item_categories" ADD COLUMN "type" text DEFAULT 'CONSULTATION' NOT NULL;--> statement-breakpoint
ALTER TABLE "item_categories" ADD CONSTRAINT "item_categories_type_check" CHECK ("item_categories"."type" in ('CONSULTATION', 'FARMASI'));--> statement-breakpoint
-- Categories named as a pharmacy is named were the drugs' all along; their item lines follow.
UPDATE "item_categories" SET "type" = 'FARMASI' WHERE "name" ~* '\m(farmasi|obat|obat-obatan|apotek|apotik|pharmacy|medicines?|drugs?)\M';--> statement-breakpoint
UPDATE "payment_items" SET "type" = 'FARMASI' FROM "item_categories" WHERE "payment_items"."category_item_id" = "item_categories"."id" AND "item_categories"."type" = 'FARMASI' AND "payment_items"."type" = 'CONSULTATION';
