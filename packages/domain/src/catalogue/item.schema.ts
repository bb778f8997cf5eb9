import { z } from 'zod';
import { nameText } from '../validation/fields';
import { rupiahField } from '../money/currency';
import { catalogueIdField } from './catalogue-id';

/**
 * Item form and request (spec 2 §5 "Item: category_item_id, name, price required"), in the
 * API's names (POST /v1/items: name, price, category_item_id). A price of Rp0 is allowed (a free
 * item still appears on the bill); it must be whole rupiah.
 */
export const itemSchema = z.object({
  category_item_id: catalogueIdField('fields.categoryItem'),
  name: nameText('fields.name'),
  price: rupiahField('fields.price'),
});
export type ItemForm = z.infer<typeof itemSchema>;
