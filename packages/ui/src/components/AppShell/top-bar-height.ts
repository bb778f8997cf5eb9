/**
 * The app shell's top bar height in px. Its own module (no styles), so what must stay clear of
 * the bar (the toasts, which would cover its language switch and user menu) reads it without
 * loading the shell's styles.
 */
export const TOP_BAR_HEIGHT = 60;
