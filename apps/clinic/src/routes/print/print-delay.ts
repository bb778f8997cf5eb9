import { useEffect, useRef } from 'react';

/** Spec 2 §9: the print dialog opens half a second after the page's data is on screen. */
export const PRINT_DELAY_MS = 500;

/** Opens the browser's print dialog once, PRINT_DELAY_MS after `ready` first turns true. */
export function usePrintWhenReady(ready: boolean): void {
  const printed = useRef(false);
  useEffect(() => {
    if (!ready || printed.current) return;
    const timer = window.setTimeout(() => {
      printed.current = true;
      window.print();
    }, PRINT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [ready]);
}
