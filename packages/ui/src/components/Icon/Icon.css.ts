import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
});

export const avatarCircle = style({ fill: vars.color.surfaceSunken });
export const avatarFigure = style({ fill: vars.color.textMuted });
