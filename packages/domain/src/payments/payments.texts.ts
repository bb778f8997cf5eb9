import { defineAreaTexts } from '../intl/area-texts';

/**
 * Texts of the payments rules (validation messages, labels); Indonesian first. The item,
 * package and price field names are the catalogue's (catalogue.texts.ts).
 */
export const paymentsTexts = defineAreaTexts({
  id: {
    validation: {
      cardNumberDigits: 'Harap masukkan {{min}} digit {{field}}',
    },
    fields: {
      paymentMethod: 'Metode Pembayaran',
      cardNumber: 'Nomor Kartu',
      quantity: 'Kuantitas',
      discount: 'Diskon',
      discountType: 'Tipe Diskon',
    },
    payments: {
      method: {
        CASH: 'Tunai',
        CREDIT_CARD: 'Kartu Kredit',
        DEBIT: 'Debit',
        TRANSFER: 'Transfer',
        QRIS: 'QRIS',
      },
      itemType: {
        CONSULTATION: 'Konsultasi',
        FARMASI: 'Farmasi',
        CORRECTION: 'Koreksi',
      },
      discountType: {
        NUMBER: 'Nominal',
        PERCENTAGE: 'Persentase',
      },
    },
  },
  en: {
    validation: {
      cardNumberDigits: 'Please enter {{min}} digit {{field}}',
    },
    fields: {
      paymentMethod: 'Payment Method',
      cardNumber: 'Card Number',
      quantity: 'Quantity',
      discount: 'Discount',
      discountType: 'Discount Type',
    },
    payments: {
      method: {
        CASH: 'Cash',
        CREDIT_CARD: 'Credit Card',
        DEBIT: 'Debit',
        TRANSFER: 'Transfer',
        QRIS: 'QRIS',
      },
      itemType: {
        CONSULTATION: 'Consultation',
        FARMASI: 'Pharmacy',
        CORRECTION: 'Correction',
      },
      discountType: {
        NUMBER: 'Nominal',
        PERCENTAGE: 'Percentage',
      },
    },
  },
});
