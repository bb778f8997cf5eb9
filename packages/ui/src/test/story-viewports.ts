/** The Storybook viewports stories choose from; 375 px is the phone the spec's screens must fit. */
export const STORY_VIEWPORTS = {
  phone: { name: 'Phone 375', styles: { width: '375px', height: '740px' }, type: 'mobile' },
  tablet: { name: 'Tablet 900', styles: { width: '900px', height: '800px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

/** Spread into a story to show it at phone width (375 px), as a phone shows it. */
export const atPhoneWidth = {
  parameters: { viewport: { options: STORY_VIEWPORTS } },
  globals: { viewport: { value: 'phone' } },
} as const;
