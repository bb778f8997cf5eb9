export const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

export const HEADING_SIZES = ['sm', 'md', 'lg', 'xl'] as const;
export type HeadingSize = (typeof HEADING_SIZES)[number];

/** The size a level gets unless the caller picks one: the outline and the looks can differ. */
export const DEFAULT_SIZE_FOR_LEVEL: Record<HeadingLevel, HeadingSize> = {
  1: 'xl',
  2: 'lg',
  3: 'md',
  4: 'sm',
  5: 'sm',
  6: 'sm',
};
