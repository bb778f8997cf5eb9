import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/**
 * Writes a page's state to the address in place (a replace), only while the user is still on the
 * page. A result clicked within a filter's wait starts a navigation whose page may still be
 * loading, and React keeps this page on screen meanwhile: the browser's address is already the
 * next page's, and a late filter report written then would replace that entry and take the user
 * back to the list. Answers whether it wrote.
 */
export function useReplaceSearch(): (next: URLSearchParams) => boolean {
  const [, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  return useCallback(
    (next: URLSearchParams) => {
      if (window.location.pathname !== pathname) return false;
      setSearch(next, { replace: true });
      return true;
    },
    [pathname, setSearch],
  );
}
