import { useHref } from 'react-router';

/** A scheme first (`https:`, `mailto:`, `tel:`), by RFC 3986: Safari 16 has no URL.canParse. */
const ABSOLUTE_ADDRESS = /^[a-z][a-z\d+.-]*:/i;

/**
 * The href of every react-aria link (RouterProvider's `useHref`). react-router resolves any
 * string against the current route, so `https://wa.me/62…` came out as
 * `/dashboard/reservation/https:/wa.me/62…`: an address that leaves the app (it starts with a
 * scheme) is handed back as written; the app's own paths still get the router's basename.
 */
export function useRouterHref(to: string): string {
  const routed = useHref(to);
  return ABSOLUTE_ADDRESS.test(to) ? to : routed;
}
