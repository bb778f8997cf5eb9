import { defineAreaTexts } from '../intl/area-texts';

/** Texts of the money rules (validation messages, labels); Indonesian first. */
export const moneyTexts = defineAreaTexts({
  id: {
    validation: {
      maxAmount: '{{field}} maksimal {{max}}',
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
