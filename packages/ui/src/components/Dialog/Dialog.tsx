import { useCallback, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { useUiStrings } from '../../intl/ui-strings-context';
import { useOverflow } from '../../shared/use-overflow';
import { Heading } from '../Heading/Heading';
import { Icon } from '../Icon/Icon';
import * as styles from './Dialog.css';
import type { DialogFocusOnOpen, DialogSize } from './dialog-options';
import dialogStrings from './dialog.strings.json';

export interface DialogRenderProps {
  /** Closes the dialog (the same as pressing Escape). */
  close: () => void;
}

export interface DialogProps {
  /** Controlled open state. Leave out inside a react-aria `DialogTrigger`. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** @default false */
  defaultOpen?: boolean;
  title: ReactNode;
  children: ReactNode | ((props: DialogRenderProps) => ReactNode);
  /** The button row; a function receives `close`. */
  footer?: ReactNode | ((props: DialogRenderProps) => ReactNode);
  /** @default 'md' */
  size?: DialogSize;
  /** Close on a press outside. Escape always closes. @default true */
  isDismissable?: boolean;
  /** Ignore Escape (while a request the dialog started is running). @default false */
  isKeyboardDismissDisabled?: boolean;
  /** Show the × button in the header. @default true */
  showCloseButton?: boolean;
  /** @default ui string `dialog.close` */
  closeLabel?: string;
  /** `alertdialog` for confirmations that interrupt. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** Something to put before the title (an icon). */
  titleIcon?: ReactNode;
  /**
   * Where the focus goes on open: `dialog`, the dialog itself (its name is read; for dialogs
   * that only show or confirm), or `firstField`, the body's first field (form dialogs: the user
   * types at once). A field of the body with its own `autoFocus` wins either way.
   * @default 'dialog'
   */
  focusOnOpen?: DialogFocusOnOpen;
}

/** The first element of `container` that Tab reaches, leaving out forms' hidden mirrors. */
function firstTabbable(container: HTMLElement): HTMLElement | null {
  const candidates = container.querySelectorAll<HTMLElement>(
    'input, select, textarea, button, a[href], [tabindex]',
  );
  for (const element of candidates) {
    if (element.tabIndex < 0 || element.matches(':disabled')) continue;
    // react-aria's Select and ComboBox keep a native twin for forms, hidden from everyone.
    if (element.closest('[aria-hidden="true"], [inert]') || !element.checkVisibility()) continue;
    return element;
  }
  return null;
}

/**
 * Moves the focus to the body's first field when the dialog opens. An effect of a child of
 * react-aria's Dialog runs before the Dialog's own, which then finds the focus inside and leaves
 * it there (it focuses itself only when nothing inside has the focus).
 */
function FocusFirstField({ bodyRef }: { bodyRef: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    const body = bodyRef.current;
    if (!body || body.contains(document.activeElement)) return;
    firstTabbable(body)?.focus();
  }, [bodyRef]);
  return null;
}

/**
 * A modal dialog: focus moves in and stays in until it closes, then returns to the element that
 * opened it; Escape closes it. It opens on itself (its name is read) or, for a form, on its first
 * field (`focusOnOpen`). When what opened it is gone once it closes (an action that changed the
 * status), the caller puts the focus on what comes next with `autoFocus` on that button
 * (docs/decisions/0049-where-the-focus-goes.md).
 */
export function Dialog({
  isOpen,
  onOpenChange,
  defaultOpen,
  title,
  children,
  footer,
  size = 'md',
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  showCloseButton = true,
  closeLabel,
  role = 'dialog',
  titleIcon,
  focusOnOpen = 'dialog',
}: DialogProps) {
  const { t } = useUiStrings(dialogStrings);
  const [isScrollable, overflowRef] = useOverflow('y');
  const bodyElement = useRef<HTMLDivElement | null>(null);
  const bodyRef = useCallback(
    (node: HTMLDivElement | null) => {
      bodyElement.current = node;
      return overflowRef(node);
    },
    [overflowRef],
  );
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      defaultOpen={defaultOpen}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className={styles.overlay}
    >
      <Modal className={styles.modal({ size })}>
        <AriaDialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <div className={styles.titleRow}>
                  {titleIcon}
                  <Heading slot="title" level={2} size="md">
                    {title}
                  </Heading>
                </div>
                {showCloseButton ? (
                  <AriaButton
                    className={styles.closeButton}
                    aria-label={closeLabel ?? t('dialog.close')}
                    onPress={close}
                  >
                    <Icon name="close" size={20} />
                  </AriaButton>
                ) : null}
              </div>
              {/* A body that scrolls takes focus, so keyboard users can scroll it too (axe's
                  scrollable-region-focusable). */}
              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
              <div ref={bodyRef} className={styles.body} tabIndex={isScrollable ? 0 : undefined}>
                {typeof children === 'function' ? children({ close }) : children}
              </div>
              {focusOnOpen === 'firstField' ? <FocusFirstField bodyRef={bodyElement} /> : null}
              {footer != null ? (
                <div className={styles.footer}>
                  {typeof footer === 'function' ? footer({ close }) : footer}
                </div>
              ) : null}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
