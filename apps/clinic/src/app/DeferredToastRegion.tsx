import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { toastQueue } from '@praktik/ui/Toast/queue';

const ToastRegion = lazy(() =>
  import('@praktik/ui/Toast').then((module) => ({ default: module.ToastRegion })),
);

function subscribe(onChange: () => void): () => void {
  return toastQueue.subscribe(onChange);
}

function hasVisibleToasts(): boolean {
  return toastQueue.visibleToasts.length > 0;
}

/**
 * The app's snackbar region, whose code (react-aria's toast region and landmark) loads with the
 * first snackbar: a first visit of /login shows none, and that code is a fair share of the page's
 * JavaScript, whose budget is 150 KB (docs/performance.md). The region stays mounted once there, as
 * `ToastRegion` would be.
 */
export function DeferredToastRegion() {
  const toastShown = useSyncExternalStore(subscribe, hasVisibleToasts, () => false);
  const [needed, setNeeded] = useState(false);
  if (toastShown && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
