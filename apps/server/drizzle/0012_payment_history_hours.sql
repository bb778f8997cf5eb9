CREATE TABLE "payment_history_hours" (
	"business_id" uuid NOT NULL,
	"filter_key" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"item_count" bigint NOT NULL,
	"payment_total" numeric(20, 0) NOT NULL,
	CONSTRAINT "payment_history_hours_pkey" PRIMARY KEY("business_id","filter_key","hour")
);
--> statement-breakpoint
ALTER TABLE "payment_history_hours" ADD CONSTRAINT "payment_history_hours_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The payment history's totals by UTC hour (issue 14's benchmark, stop 24; schema in
-- payment-history-hours.ts). Each payment counts once per filter key with its grand total, and
-- its items once each. Kept by the triggers below in the transaction of every write of
-- payment_items; a payment's items repeat its paid_at, so they fall in one hour.
CREATE FUNCTION "payment_history_hours_apply"("removed" "payment_items"[], "added" "payment_items"[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "payment_history_hours" AS h ("business_id", "filter_key", "hour", "item_count", "payment_total")
  SELECT "business_id", "filter_key", "hour", sum("direction" * "n")::bigint, sum("direction" * "total")
  FROM (
    SELECT i."business_id", k."filter_key",
      date_bin('1 hour', i."paid_at", timestamptz '2000-01-01 00:00:00+00') AS "hour",
      lines."direction", count(*) AS "n", max(p."total_amount" + p."total_amount_correction") AS "total"
    FROM (
      SELECT -1 AS "direction", r AS "line" FROM unnest("removed") AS r
      UNION ALL
      SELECT 1, a FROM unnest("added") AS a
    ) AS lines
    CROSS JOIN LATERAL (SELECT (lines."line").*) AS i
    JOIN "payments" AS p ON p."id" = i."payment_id"
    CROSS JOIN LATERAL (VALUES (''), ('method:' || i."payment_method"),
      ('category:' || i."category_item_id"::text), ('practitioner:' || i."practitioner_id"::text),
      ('type:' || i."type")) AS k("filter_key")
    WHERE k."filter_key" IS NOT NULL
    GROUP BY i."business_id", k."filter_key", 3, lines."direction", i."payment_id"
  ) AS "per_payment"
  GROUP BY 1, 2, 3
  -- Rows locked in one order: two writes of one hour queue instead of deadlocking.
  ORDER BY 1, 2, 3
  ON CONFLICT ("business_id", "filter_key", "hour") DO UPDATE
    SET "item_count" = h."item_count" + excluded."item_count",
      "payment_total" = h."payment_total" + excluded."payment_total";
$$;--> statement-breakpoint
-- Statement-level with transition tables: a payment's lines are one INSERT, and the one change in
-- place (a missing method completed, rule 3.4) one UPDATE of all of a payment's lines.
CREATE FUNCTION "payment_items_history_hours"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "payment_history_hours_apply"('{}'::"payment_items"[], ARRAY(SELECT n::"payment_items" FROM "new_rows" AS n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "payment_history_hours_apply"(ARRAY(SELECT o::"payment_items" FROM "old_rows" AS o), '{}'::"payment_items"[]);
  ELSE
    PERFORM "payment_history_hours_apply"(ARRAY(SELECT o::"payment_items" FROM "old_rows" AS o),
      ARRAY(SELECT n::"payment_items" FROM "new_rows" AS n));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payment_items_history_hours_insert" AFTER INSERT ON "payment_items" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "payment_items_history_hours"();--> statement-breakpoint
CREATE TRIGGER "payment_items_history_hours_update" AFTER UPDATE ON "payment_items" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "payment_items_history_hours"();--> statement-breakpoint
CREATE TRIGGER "payment_items_history_hours_delete" AFTER DELETE ON "payment_items" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "payment_items_history_hours"();--> statement-breakpoint
-- A clinic's rows from its items (this migration's backfill; a bulk write with triggers off).
CREATE FUNCTION "payment_history_hours_rebuild"("business" uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "payment_history_hours" WHERE "business_id" = "business";
  INSERT INTO "payment_history_hours" ("business_id", "filter_key", "hour", "item_count", "payment_total")
  SELECT "business", "filter_key", "hour", sum("n")::bigint, sum("total")
  FROM (
    SELECT k."filter_key", date_bin('1 hour', i."paid_at", timestamptz '2000-01-01 00:00:00+00') AS "hour",
      count(*) AS "n", max(p."total_amount" + p."total_amount_correction") AS "total"
    FROM "payment_items" AS i
    JOIN "payments" AS p ON p."id" = i."payment_id"
    CROSS JOIN LATERAL (VALUES (''), ('method:' || i."payment_method"),
      ('category:' || i."category_item_id"::text), ('practitioner:' || i."practitioner_id"::text),
      ('type:' || i."type")) AS k("filter_key")
    WHERE i."business_id" = "business" AND k."filter_key" IS NOT NULL
    GROUP BY k."filter_key", 2, i."payment_id"
  ) AS "per_payment"
  GROUP BY "filter_key", "hour";
$$;--> statement-breakpoint
SELECT "payment_history_hours_rebuild"("id") FROM "businesses";
