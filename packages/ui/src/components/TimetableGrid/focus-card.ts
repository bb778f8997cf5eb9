/** Two frames: after React has drawn the page without the dialog and react-aria gave focus back. */
const afterDialogCloses = (then: () => void) =>
  requestAnimationFrame(() => requestAnimationFrame(then));

/**
 * Gives the focus back to a reservation's card, where the grid draws it now, once a dialog opened
 * from the card has closed, if the focus fell to the page. react-aria hands the focus back to the
 * element the dialog was opened from; a card whose reservation moved (another time, another
 * practitioner) is a new element, and the old one is gone, so the focus would drop to the body and
 * a keyboard user would start again from the top of the page.
 */
export function restoreFocusToTimetableCard(reservationId: string): void {
  afterDialogCloses(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    document
      .querySelector<HTMLElement>(`[data-reservation-id="${CSS.escape(reservationId)}"]`)
      ?.focus();
  });
}
