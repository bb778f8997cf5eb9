import { z } from 'zod';
import { nameText } from '../validation/fields';
import { notANumber, required, validationMessage } from '../validation/message';
import { rupiahField } from '../money/currency';

/** The most visits one package may hold: beyond any real treatment plan, and a sane bound. */
export const MAX_NUMBER_OF_VISIT = 1_000;

/** The most items one package may list: a treatment plan's, with room to spare. */
export const MAX_PACKAGE_ITEMS = 50;

/**
 * Package form (spec 2 §2.8, §5): name, numberOfVisit, price required; a dynamic list of items
 * where the first entry is required and further entries must be filled ("Harap masukkan Item").
 *
 * Decisions: an empty list says "Harap pilih minimal satu Item" on `items`; an empty entry at
 * any position says "Harap masukkan Item" on that entry (`items.0`, `items.2`); numberOfVisit is
 * a whole number from 1 to MAX_NUMBER_OF_VISIT; the items are distinct (a second entry of one
 * item says so on that entry) and at most MAX_PACKAGE_ITEMS: a package listing one item 10,000
 * times was stored. The form's empty select is '' or null.
 */
const packageItemEntry = z
  .string({ error: required('fields.item') })
  .trim()
  .nullable()
  .refine((value): value is string => value !== null && value !== '', {
    error: required('fields.item'),
  });

export const packageFormSchema = z.object({
  name: nameText('fields.name'),
  numberOfVisit: z
    .number({ error: notANumber('fields.numberOfVisit') })
    .int({ error: validationMessage('validation.invalid', { field: 'fields.numberOfVisit' }) })
    .min(1, { error: validationMessage('validation.invalid', { field: 'fields.numberOfVisit' }) })
    .max(MAX_NUMBER_OF_VISIT, {
      error: validationMessage('validation.invalid', { field: 'fields.numberOfVisit' }),
    }),
  price: rupiahField('fields.price'),
  items: z
    .array(packageItemEntry, {
      error: validationMessage('validation.atLeastOne', { field: 'fields.item' }),
    })
    .min(1, { error: validationMessage('validation.atLeastOne', { field: 'fields.item' }) })
    .max(MAX_PACKAGE_ITEMS, {
      error: validationMessage('validation.atMost', {
        field: 'fields.item',
        max: MAX_PACKAGE_ITEMS,
      }),
    })
    .superRefine((items, context) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        if (seen.has(item)) {
          context.addIssue({
            code: 'custom',
            path: [index],
            message: validationMessage('validation.chosenTwice', { field: 'fields.item' }),
          });
        }
        seen.add(item);
      });
    }),
});
export type PackageFormInput = z.input<typeof packageFormSchema>;
export type PackageForm = z.infer<typeof packageFormSchema>;

/** The package request in the API's names (POST/PUT /v1/packages: name, price, number_of_visit, items). */
export const packageRequestSchema = z.object({
  name: nameText('fields.name'),
  price: rupiahField('fields.price'),
  number_of_visit: packageFormSchema.shape.numberOfVisit,
  items: packageFormSchema.shape.items,
});
export type PackageRequest = z.infer<typeof packageRequestSchema>;

export function toPackageRequest(form: PackageForm): PackageRequest {
  return {
    name: form.name,
    price: form.price,
    number_of_visit: form.numberOfVisit,
    items: form.items,
  };
}
