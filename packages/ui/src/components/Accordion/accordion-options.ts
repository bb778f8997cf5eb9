/** Heading levels an accordion header may take (the page's h1 is the AppShell's title). */
export const ACCORDION_HEADING_LEVELS = [2, 3, 4, 5, 6] as const;
export type AccordionHeadingLevel = (typeof ACCORDION_HEADING_LEVELS)[number];
