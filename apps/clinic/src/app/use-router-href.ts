import { useHref } from 'react-router';

/**
 * The href of every react-aria link (RouterProvider's `useHref`). react-router resolves any
 * string against the current route, so `https://wa.me/62…` came out as
 * `/dashboard/reservation/https:/wa.me/62…`: an address that leaves the app (it parses as a URL
 * on its own) is handed back as written; the app's own paths still get the router's basename.
 */
export function useRouterHref(to: string): string {
  const routed = useHref(to);
  return URL.canParse(to) ? to : routed;
}
