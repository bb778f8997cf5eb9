export const DIALOG_SIZES = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof DIALOG_SIZES)[number];

/** Where a dialog puts the focus on open (see `DialogProps.focusOnOpen`). */
export const DIALOG_FOCUS_ON_OPEN = ['dialog', 'firstField'] as const;
export type DialogFocusOnOpen = (typeof DIALOG_FOCUS_ON_OPEN)[number];

export const CONFIRM_VARIANTS = ['default', 'danger'] as const;
export type ConfirmVariant = (typeof CONFIRM_VARIANTS)[number];

/**
 * The spec's stock confirmations: `delete` ("Data yang telah dihapus tidak dapat dikembalikan")
 * and `cancel` (cancelling a reservation: "Apakah Anda yakin?").
 */
export const CONFIRM_KINDS = ['delete', 'cancel'] as const;
export type ConfirmKind = (typeof CONFIRM_KINDS)[number];
