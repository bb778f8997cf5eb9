import {
  newPaymentLine,
  type PaymentItemOption,
  type PaymentLineValue,
  type PaymentPackageOption,
} from './payment-line-editor-options';

/** Sample catalogue for the stories. */
export const sampleItemOptions: PaymentItemOption[] = [
  { value: 'item-1', label: 'Konsultasi Dokter Umum', price: 150000, category: 'Konsultasi' },
  { value: 'item-2', label: 'Facial Acne Treatment', price: 350000, category: 'Perawatan' },
  { value: 'item-3', label: 'Chemical Peeling', price: 500000, category: 'Perawatan' },
  { value: 'item-4', label: 'Sunscreen SPF 50', price: 125000, category: 'Obat' },
  { value: 'item-5', label: 'Deposit Perawatan', price: 1000000, category: 'Deposit' },
];

export const samplePackageOptions: PaymentPackageOption[] = [
  { value: 'package-1', label: 'Paket Glowing 5x', price: 2000000 },
  { value: 'package-2', label: 'Paket Laser 3x', price: 4500000 },
];

/** A filled line: an item with a quantity and an optional discount. */
export function sampleLine(
  optionIndex: number,
  patch: Partial<PaymentLineValue> = {},
): PaymentLineValue {
  const option = sampleItemOptions[optionIndex];
  if (!option) throw new Error(`no sample item ${optionIndex}`);
  return {
    ...newPaymentLine('ITEM'),
    itemId: option.value,
    itemName: option.label,
    categoryName: option.category ?? null,
    amount: option.price,
    ...patch,
  };
}

export function samplePackageLine(optionIndex: number): PaymentLineValue {
  const option = samplePackageOptions[optionIndex];
  if (!option) throw new Error(`no sample package ${optionIndex}`);
  return {
    ...newPaymentLine('PACKAGE'),
    packageId: option.value,
    packageName: option.label,
    amount: option.price,
  };
}
