import { defineAreaTexts } from '../intl/area-texts';

/** Texts of the money rules (validation messages, labels); Indonesian first. */
export const moneyTexts = defineAreaTexts({
  id: {
    validation: {
      maxAmount: '{{field}} maksimal {{max}}',
      amountDigits: '{{field}} hanya boleh berisi angka, misalnya 250000 atau 250.000',
    },
    fields: {
      amount: 'Jumlah',
    },
    money: {
      invoiceGroup: {
        UNCATEGORISED: 'Lainnya',
        PACKAGE: 'Paket',
        DEPOSIT: 'Deposit',
      },
    },
  },
  en: {
    validation: {
      maxAmount: '{{field}} must be at most {{max}}',
      amountDigits: '{{field}} may contain digits only, such as 250000 or 250.000',
    },
    fields: {
      amount: 'Amount',
    },
    money: {
      invoiceGroup: {
        UNCATEGORISED: 'Other',
        PACKAGE: 'Package',
        DEPOSIT: 'Deposit',
      },
    },
  },
});
