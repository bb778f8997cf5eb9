import type { ReactNode } from 'react';
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
import type { DialogSize } from './dialog-options';

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
}

/**
 * A modal dialog: focus moves in and stays in until it closes, then returns to the element that
 * opened it; Escape closes it.
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
}: DialogProps) {
  const { t } = useUiStrings();
  const [isScrollable, bodyRef] = useOverflow('y');
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
