import { z } from 'zod';
import { required } from '../validation/message';

/**
 * A catalogue id as a form or the API carries it (a category, item or package id): a non-empty
 * text once trimmed. A select left on its placeholder gives '' or null: that is "not chosen".
 */
export function catalogueIdField(field: string) {
  return z
    .string({ error: required(field) })
    .trim()
    .min(1, { error: required(field) });
}

/** True when a select holds a chosen id. */
export function isChosenId(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}
