import { useEffect } from 'react';

/*
 * react-aria's Button announces a pending change by putting a `role="img"` element that is
 * labelled by the button's id into its live region, and removes it only 7 s later. A button that
 * goes away meanwhile (the login form is replaced by the dashboard) leaves an image labelled by
 * nothing: axe's role-img-alt, serious. https://github.com/adobe/react-spectrum/issues/10579
 */

/** The live announcer's first message is put in 100 ms late; a later sweep catches it. */
const FIRST_ANNOUNCEMENT_DELAY_MS = 150;

function dropAnnouncementsOf(id: string) {
  const selector = `[data-live-announcer] [aria-labelledby~="${CSS.escape(id)}"]`;
  for (const node of document.querySelectorAll(selector)) node.remove();
}

/** Removes the live announcements labelled by element `id` once its component unmounts. */
export function useAnnouncementsDroppedOnUnmount(id: string) {
  useEffect(
    () => () => {
      dropAnnouncementsOf(id);
      setTimeout(() => dropAnnouncementsOf(id), FIRST_ANNOUNCEMENT_DELAY_MS);
    },
    [id],
  );
}
