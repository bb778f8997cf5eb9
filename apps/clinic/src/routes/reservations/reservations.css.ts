import { style } from '@vanilla-extract/css';
import { vars } from '@praktik/ui/theme';

/* The timetable's date controls and the add-reservation dialog's sections. */

/** Day arrows, the calendar and "today", in one line that wraps on a narrow screen. */
export const dateNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.xs,
});

export const dialogBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** The patient choices of "Pasien Lama": a short list, scrolling if the names are long. */
export const patientChoices = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
