export const TEXT_VARIANTS = ['body', 'strong', 'small', 'muted', 'caption'] as const;
export type TextVariant = (typeof TEXT_VARIANTS)[number];

export const TEXT_ELEMENTS = ['p', 'span', 'div'] as const;
export type TextElement = (typeof TEXT_ELEMENTS)[number];
