-- The follow-up list by name reads a narrow copy of the live packages (issue 14's benchmark,
-- stop 28): a common fragment matches hundreds of a big clinic's live packages, and each match is
-- read again from its heap row to check it. On `patient_packages` those rows are wide (about 230
-- bytes: 872 pages for "nur" at the bench's full size); here they take about 80 bytes, so the
-- same matches lie on about 300 pages. One row per live package (not released, visits left), kept
-- by the database whatever writes the package (a sale, a use, an undo, a release, a patient's
-- rename through `patient_packages.patient_name`), in the writing transaction.
CREATE TABLE "patient_package_live_names" (
	"patient_package_id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"name_lower" text NOT NULL,
	"last_reservation_date" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_package_live_names" ADD CONSTRAINT "patient_package_live_names_package_fk" FOREIGN KEY ("patient_package_id") REFERENCES "public"."patient_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- lower() with the name's own collation, as ILIKE lowers both sides: `name_lower LIKE
-- lower(fragment)` matches exactly what `patient_name ILIKE fragment` did.
CREATE FUNCTION "patient_packages_live_names_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."released_at" IS NULL AND NEW."remaining_visits" > 0 THEN
    INSERT INTO "patient_package_live_names" AS live
        ("patient_package_id", "business_id", "name_lower", "last_reservation_date")
      VALUES (NEW."id", NEW."business_id", lower(NEW."patient_name"), NEW."last_reservation_date")
      ON CONFLICT ("patient_package_id") DO UPDATE
        SET "business_id" = EXCLUDED."business_id", "name_lower" = EXCLUDED."name_lower",
          "last_reservation_date" = EXCLUDED."last_reservation_date"
        WHERE (live."business_id", live."name_lower", live."last_reservation_date")
          IS DISTINCT FROM (EXCLUDED."business_id", EXCLUDED."name_lower", EXCLUDED."last_reservation_date");
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM "patient_package_live_names" WHERE "patient_package_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "patient_packages_live_names_sync" AFTER INSERT OR UPDATE OF "business_id", "patient_name", "remaining_visits", "last_reservation_date", "released_at" ON "patient_packages"
  FOR EACH ROW EXECUTE FUNCTION "patient_packages_live_names_sync"();--> statement-breakpoint
INSERT INTO "patient_package_live_names" ("patient_package_id", "business_id", "name_lower", "last_reservation_date")
  SELECT "id", "business_id", lower("patient_name"), "last_reservation_date" FROM "patient_packages"
  WHERE "released_at" IS NULL AND "remaining_visits" > 0;--> statement-breakpoint
DROP INDEX "patient_packages_live_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "patient_package_live_names_trgm_idx" ON "patient_package_live_names" USING gin ("business_id","name_lower" gin_trgm_ops);
