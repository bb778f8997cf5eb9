export const TEXT_FIELD_TYPES = ['text', 'email', 'tel', 'url', 'search', 'password'] as const;
export type TextFieldType = (typeof TEXT_FIELD_TYPES)[number];

export const INPUT_MODES = [
  'none',
  'text',
  'tel',
  'url',
  'email',
  'numeric',
  'decimal',
  'search',
] as const;
export type InputMode = (typeof INPUT_MODES)[number];
