import { createContext, useContext, useLayoutEffect } from 'react';

/**
 * What the app does once the page itself is on screen and live: main.tsx lifts the `inert` of a
 * page rendered ahead then, and marks the root started. `PageShown` is rendered inside the routes'
 * Suspense boundary (App) and in the page error's view, so it runs once the page's own content has
 * committed (hydrated, for a page rendered ahead), not once only the shell around it has: a tap
 * on a page whose lazy chunk had not hydrated yet checked the native radio and was lost.
 */
const PageShownContext = createContext<() => void>(() => {});

export const PageShownProvider = PageShownContext.Provider;

export function PageShown(): null {
  const shown = useContext(PageShownContext);
  // In the layout phase, before any of the page's own effects: a step's heading takes the focus
  // in one (Heading's autoFocus), and focus() inside an inert page does nothing.
  useLayoutEffect(() => shown(), [shown]);
  return null;
}
