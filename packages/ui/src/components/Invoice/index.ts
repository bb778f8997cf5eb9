export { Invoice, type InvoiceProps } from './Invoice';
export { INVOICE_PAGE_NAME, INVOICE_PAGE_RULE, type InvoiceClinic } from './invoice-options';
export { usePageRule } from './use-page-rule';
