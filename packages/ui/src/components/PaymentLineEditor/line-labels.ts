/** The ui text of each kind of line (its tag, and a deposit's name). */
export const KIND_LABEL_KEYS = {
  ITEM: 'paymentLineEditor.kindItem',
  PACKAGE: 'paymentLineEditor.kindPackage',
  DEPOSIT: 'paymentLineEditor.kindDeposit',
} as const;

/** The discount type select's "no discount" choice. */
export const NO_DISCOUNT = 'NONE';
