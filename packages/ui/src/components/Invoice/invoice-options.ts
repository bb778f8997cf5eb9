/** The clinic printed in the invoice's header. */
export interface InvoiceClinic {
  name: string;
  address?: string | null;
  /** The clinic's logo (an image URL); left out when absent. */
  logoUrl?: string | null;
}

/** The named page the invoice prints on: A4 portrait (spec 2 §2.7, §9). */
export const INVOICE_PAGE_NAME = 'praktik-invoice';
export const INVOICE_PAGE_RULE = `@page ${INVOICE_PAGE_NAME} { size: A4 portrait; margin: 10mm; }`;
