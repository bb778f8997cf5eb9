import type { SVGProps } from 'react';
import * as styles from './Icon.css';
import type { IconName } from './icon-options';
import { ICON_PATHS } from './icon-paths';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'children'> {
  name: IconName;
  /** Width and height in px. @default 20 */
  size?: number;
  /**
   * Accessible name. Without it the icon is decorative (`aria-hidden`): give the name to the
   * button or link that holds it instead.
   */
  label?: string;
}

/** A small line icon drawn in the current text colour. */
export function Icon({ name, size = 20, label, className, ...rest }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={className ? `${styles.icon} ${className}` : styles.icon}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    >
      {ICON_PATHS[name]}
    </svg>
  );
}

export interface DefaultAvatarProps {
  /** @default 40 */
  size?: number;
  /** Accessible name; decorative when absent. */
  label?: string;
  className?: string;
}

/** The neutral picture shown for a person without a photo. */
export function DefaultAvatar({ size = 40, label, className }: DefaultAvatarProps) {
  return (
    <svg
      viewBox="0 0 40 40"
      width={size}
      height={size}
      focusable="false"
      className={className ? `${styles.icon} ${className}` : styles.icon}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <circle cx="20" cy="20" r="20" className={styles.avatarCircle} />
      <circle cx="20" cy="15.5" r="7" className={styles.avatarFigure} />
      <path
        d="M6.5 34c2.6-5.6 7.6-9 13.5-9s10.9 3.4 13.5 9A19.9 19.9 0 0 1 20 40 19.9 19.9 0 0 1 6.5 34z"
        className={styles.avatarFigure}
      />
    </svg>
  );
}
