import { useSyncExternalStore } from 'react';
import { MOBILE_QUERY, TABLET_QUERY, type ShellLayout } from './app-shell-options';

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The shell's layout for the current viewport width, kept current as the window resizes. */
export function useShellLayout(): ShellLayout {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const isTablet = useMediaQuery(TABLET_QUERY);
  if (isMobile) return 'mobile';
  return isTablet ? 'tablet' : 'desktop';
}
