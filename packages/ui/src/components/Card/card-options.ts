export const CARD_PADDINGS = ['none', 'md', 'lg'] as const;
export type CardPadding = (typeof CARD_PADDINGS)[number];
