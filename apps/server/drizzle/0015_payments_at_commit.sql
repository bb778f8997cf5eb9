ALTER TABLE "payments" ALTER COLUMN "receipt_number" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_history_hours_sums_idx" ON "payment_history_hours" USING btree ("business_id","filter_key","hour","item_count","payment_total");--> statement-breakpoint
-- A payment's clinic-wide writes at its commit (issue 14's save, stop 27): the day's receipt
-- number (`payment_sequences`, one row per clinic and day) and the history's hours of its items
-- (`payment_history_hours`, the hour's rows of every filter key). Every save of the clinic takes
-- those same rows; taken in the save's statements, they were held across its round trips until
-- the commit, and concurrent saves queued behind each other's round trips. A deferred constraint
-- trigger takes them in the commit itself, for a payment inserted without a receipt number (the
-- one write path, `insertPayment`): its items, written in its transaction, are all there then.
-- The hours first, then the counter: a transaction that changed older items' method (the update
-- trigger below, immediate) holds hours rows before its commit and then takes the counter, like
-- every other. A payment inserted with a number (the benchmark's bulk seed) keeps it.
CREATE FUNCTION "payments_at_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "number" integer;
BEGIN
  PERFORM "payment_history_hours_apply"('{}'::"payment_items"[],
    ARRAY(SELECT i FROM "payment_items" AS i WHERE i."payment_id" = NEW."id"));
  INSERT INTO "payment_sequences" AS s ("business_id", "payment_date", "last_number")
    VALUES (NEW."business_id", NEW."payment_date", 1)
    ON CONFLICT ("business_id", "payment_date") DO UPDATE SET "last_number" = s."last_number" + 1
    RETURNING "last_number" INTO "number";
  UPDATE "payments" SET "receipt_number" = 'INV-' || to_char(NEW."payment_date", 'YYYYMMDD') || '-'
      || CASE WHEN "number" < 10000 THEN lpad("number"::text, 4, '0') ELSE "number"::text END
    WHERE "id" = NEW."id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- WHEN is read at the insert: a payment written without its number.
CREATE CONSTRAINT TRIGGER "payments_at_commit" AFTER INSERT ON "payments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW."receipt_number" IS NULL)
  EXECUTE FUNCTION "payments_at_commit"();--> statement-breakpoint
-- The items' own triggers (0012) now leave out the items of a payment not yet numbered: its
-- commit counts them as they are then. Items written to a numbered payment (committed, or
-- inserted with its number) still count in their statement.
CREATE OR REPLACE FUNCTION "payment_items_history_hours"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "removed" "payment_items"[] := '{}';
  "added" "payment_items"[] := '{}';
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    "removed" := ARRAY(SELECT o::"payment_items" FROM "old_rows" AS o WHERE EXISTS (
      SELECT FROM "payments" AS p WHERE p."id" = o."payment_id" AND p."receipt_number" IS NOT NULL));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    "added" := ARRAY(SELECT n::"payment_items" FROM "new_rows" AS n WHERE EXISTS (
      SELECT FROM "payments" AS p WHERE p."id" = n."payment_id" AND p."receipt_number" IS NOT NULL));
  END IF;
  IF cardinality("removed") > 0 OR cardinality("added") > 0 THEN
    PERFORM "payment_history_hours_apply"("removed", "added");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The same upsert as 0012's, in PL/pgSQL: its plan is kept for the session's next saves, where a
-- SQL function's is made again on every call.
CREATE OR REPLACE FUNCTION "payment_history_hours_apply"("removed" "payment_items"[], "added" "payment_items"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
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
END;
$$;
