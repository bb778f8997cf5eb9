import { useId, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Link as AriaLink,
  ProgressBar,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { useUiStrings } from '../../intl/ui-strings-context';
import type { ButtonSize, ButtonVariant } from './button-options';
import * as styles from './Button.css';
import { useAnnouncementsDroppedOnUnmount } from './use-announcements-dropped-on-unmount';
import buttonStrings from './button.strings.json';

export interface ButtonProps {
  children: ReactNode;
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** @default false */
  isDisabled?: boolean;
  /**
   * While disabled, stay focusable (announced as unavailable, presses ignored): for a button
   * that disables itself when pressed ("Hari ini" on today), so the keyboard focus is not
   * dropped to the page. @default false
   */
  isFocusableWhenDisabled?: boolean;
  /** Shows a spinner in place of the label (keeping the width) and ignores presses. @default false */
  isPending?: boolean;
  onPress?: AriaButtonProps['onPress'];
  /** @default 'button' */
  type?: 'button' | 'submit' | 'reset';
  /** Renders a react-aria `Link` styled as a button (client-side navigation via RouterProvider). */
  href?: string;
  target?: string;
  rel?: string;
  form?: string;
  autoFocus?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
  /** For react-aria slots, e.g. inside a Dialog. */
  slot?: string;
  className?: string;
}

export function Button({
  children,
  variant = 'primary',
  size = 'md',
  isDisabled = false,
  isFocusableWhenDisabled = false,
  isPending = false,
  onPress,
  type = 'button',
  href,
  target,
  rel,
  form,
  autoFocus,
  slot,
  className,
  ...aria
}: ButtonProps) {
  const { t } = useUiStrings(buttonStrings);
  const classes = [styles.button({ variant, size }), className].filter(Boolean).join(' ');
  const id = useId();
  useAnnouncementsDroppedOnUnmount(id);

  if (href !== undefined) {
    return (
      <AriaLink
        href={href}
        target={target}
        rel={rel}
        isDisabled={isDisabled}
        onPress={onPress}
        autoFocus={autoFocus}
        slot={slot}
        className={classes}
        {...aria}
      >
        <span className={styles.label}>{children}</span>
      </AriaLink>
    );
  }

  const softDisabled = isDisabled && isFocusableWhenDisabled;
  return (
    <AriaButton
      id={id}
      type={softDisabled ? 'button' : type}
      isDisabled={isDisabled && !softDisabled}
      aria-disabled={softDisabled || undefined}
      isPending={isPending}
      onPress={softDisabled ? undefined : onPress}
      form={form}
      autoFocus={autoFocus}
      slot={slot}
      className={classes}
      {...aria}
    >
      <span className={styles.label}>{children}</span>
      {isPending && (
        <ProgressBar isIndeterminate aria-label={t('button.pending')} className={styles.spinnerBox}>
          <span className={styles.spinner} aria-hidden="true" />
        </ProgressBar>
      )}
    </AriaButton>
  );
}
