import { z } from 'zod';
import { invalid } from '../validation/message';
import { nameText } from '../validation/fields';

/**
 * What a category's items are on a bill: a service (CONSULTATION) or a medicine (FARMASI). A
 * payment line of an item takes its category's type (the server sets it), so the history's type
 * filter and the invoice's groups find the drugs whoever entered them.
 */
export const CATEGORY_TYPES = ['CONSULTATION', 'FARMASI'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

/**
 * Item category form and request (spec 2 §5 "Category item: name required"). `type` is ours:
 * left out, a new category is CONSULTATION and an edit keeps the category's.
 */
export const categoryItemSchema = z.object({
  name: nameText('fields.name'),
  type: z.enum(CATEGORY_TYPES, { error: invalid('fields.categoryType') }).optional(),
});
export type CategoryItemForm = z.infer<typeof categoryItemSchema>;
