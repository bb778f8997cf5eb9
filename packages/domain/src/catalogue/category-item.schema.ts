import { z } from 'zod';
import { nameText } from '../validation/fields';

/** Item category form and request (spec 2 §5 "Category item: name required"). */
export const categoryItemSchema = z.object({
  name: nameText('fields.name'),
});
export type CategoryItemForm = z.infer<typeof categoryItemSchema>;
