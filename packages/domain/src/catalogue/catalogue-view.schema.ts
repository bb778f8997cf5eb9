import { z } from 'zod';
import { CATEGORY_TYPES } from './category-item.schema';

/**
 * The catalogue's answers, in the spec's snake_case, so the server's route schemas and the app's
 * parsers are the same objects. `busines_id` keeps the spec's spelling.
 */
export const categoryItemViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** What the category's items are on a bill (`CATEGORY_TYPES`). */
  type: z.enum(CATEGORY_TYPES),
  busines_id: z.string(),
});
export type CategoryItemView = z.infer<typeof categoryItemViewSchema>;

/** A priced item; `category_name` is read by join, so renaming a category renames it here. */
export const itemViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number().int(),
  category_item_id: z.string(),
  category_name: z.string(),
  busines_id: z.string(),
});
export type ItemView = z.infer<typeof itemViewSchema>;

/** One choice of the payment form's item select (PaymentLineEditor's `itemOptions`). */
export const itemOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  price: z.number().int(),
  category: z.string(),
});
export type ItemOption = z.infer<typeof itemOptionSchema>;

/** A package with its items in the form's order. */
export const packageViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number().int(),
  number_of_visit: z.number().int(),
  items: z.array(z.object({ id: z.string(), name: z.string() })),
  busines_id: z.string(),
});
export type PackageView = z.infer<typeof packageViewSchema>;
