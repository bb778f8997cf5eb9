import { defineAreaTexts } from '../intl/area-texts';

/**
 * Texts of the payments rules (validation messages, labels); Indonesian first. The item,
 * package and price field names are the catalogue's (catalogue.texts.ts).
 */
export const paymentsTexts = defineAreaTexts({
  id: {
    validation: {
      cardNumberDigits: 'Harap masukkan {{min}} digit {{field}}',
      packageQuantityOne: '{{field}} paket selalu 1',
      lineAmountTooLarge: 'Kuantitas × harga melebihi {{max}}',
      maxItems: '{{field}} paling banyak {{max}}',
      correctionLinesOnly:
        'Hanya baris koreksi yang dapat ditambahkan pada pembayaran yang sudah tercatat',
    },
    fields: {
      paymentMethod: 'Metode Pembayaran',
      payment: 'Pembayaran',
      cardNumber: 'Nomor Kartu',
      quantity: 'Kuantitas',
      discount: 'Diskon',
      discountType: 'Tipe Diskon',
      paymentType: 'Tipe Pembayaran',
      refundLine: 'Baris pengembalian dana',
      refundMethod: 'Metode pengembalian dana',
      refundReason: 'Alasan pengembalian dana',
    },
    payments: {
      /** The one name of a receipt number: the app, the server's exports and the prints read it. */
      receiptNumber: 'No. Kuitansi',
      packageUse: 'Pemakaian paket {{name}} (sisa {{remaining}})',
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
      packageQuantityOne: 'A package’s {{field}} is always 1',
      lineAmountTooLarge: 'Quantity × price exceeds {{max}}',
      maxItems: 'At most {{max}} {{field}}',
      correctionLinesOnly: 'Only correction rows can be added to a recorded payment',
    },
    fields: {
      paymentMethod: 'Payment Method',
      payment: 'Payment',
      cardNumber: 'Card Number',
      quantity: 'Quantity',
      discount: 'Discount',
      discountType: 'Discount Type',
      paymentType: 'Payment Type',
      refundLine: 'Refund line',
      refundMethod: 'Refund method',
      refundReason: 'Refund reason',
    },
    payments: {
      receiptNumber: 'Receipt no.',
      packageUse: 'Use of package {{name}} ({{remaining}} left)',
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
