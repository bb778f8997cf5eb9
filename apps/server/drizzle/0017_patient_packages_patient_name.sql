-- The patient's name on each package (issue 14's follow-up list by name, stop 27): the list reads
-- the clinic's matching live packages from one trigram index instead of probing the packages of
-- each matching patient. The database keeps it equal to `patients.name`, whatever writes:
-- on insert it is taken from the patient, FOR SHARE so a rename in progress is waited for (and a
-- rename waits for the insert, whose package its update then sees); a rename updates the
-- patient's packages. Added nullable, filled, then NOT NULL.
ALTER TABLE "patient_packages" ADD COLUMN "patient_name" text;--> statement-breakpoint
CREATE FUNCTION "patient_packages_set_patient_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."name" INTO NEW."patient_name" FROM "patients" AS p WHERE p."id" = NEW."patient_id" FOR SHARE;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "patient_packages_set_patient_name" BEFORE INSERT OR UPDATE OF "patient_id" ON "patient_packages"
  FOR EACH ROW EXECUTE FUNCTION "patient_packages_set_patient_name"();--> statement-breakpoint
CREATE FUNCTION "patients_name_to_packages"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "patient_packages" SET "patient_name" = NEW."name"
    WHERE "business_id" = NEW."business_id" AND "patient_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "patients_name_to_packages" AFTER UPDATE OF "name" ON "patients"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "patients_name_to_packages"();--> statement-breakpoint
UPDATE "patient_packages" AS pp SET "patient_name" = p."name" FROM "patients" AS p WHERE p."id" = pp."patient_id";--> statement-breakpoint
ALTER TABLE "patient_packages" ALTER COLUMN "patient_name" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "patient_packages_live_name_trgm_idx" ON "patient_packages" USING gin ("business_id","patient_name" gin_trgm_ops) WHERE "patient_packages"."released_at" IS NULL AND "patient_packages"."remaining_visits" > 0;
