export const LINK_VARIANTS = ['inline', 'standalone'] as const;
export type LinkVariant = (typeof LINK_VARIANTS)[number];
