/** Where the sheet is shown: on the page, on an 80 mm thermal roll, or on A4 paper. */
export const CASH_CLOSING_PAPERS = ['screen', '80', 'A4'] as const;
export type CashClosingPaper = (typeof CASH_CLOSING_PAPERS)[number];

/** The named page the A4 sheet prints on (the 80 mm one prints on the receipt's). */
export const CASH_CLOSING_A4_PAGE = 'praktik-cash-closing-a4';
export const CASH_CLOSING_A4_PAGE_RULE = `@page ${CASH_CLOSING_A4_PAGE} { size: A4 portrait; margin: 15mm; }`;
