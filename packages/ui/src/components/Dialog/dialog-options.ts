export const DIALOG_SIZES = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof DIALOG_SIZES)[number];

export const CONFIRM_VARIANTS = ['default', 'danger'] as const;
export type ConfirmVariant = (typeof CONFIRM_VARIANTS)[number];
