import { useState, type ReactNode } from 'react';
import { useUiStrings } from '../../intl/ui-strings-context';
import { Button } from '../Button';
import { Icon } from '../Icon/Icon';
import { Dialog } from './Dialog';
import * as styles from './Dialog.css';
import type { ConfirmVariant } from './dialog-options';

export interface ConfirmDialogProps {
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  title: ReactNode;
  /** E.g. "Data yang sudah dihapus tidak dapat dikembalikan". */
  message: ReactNode;
  /** @default ui string `confirmDialog.confirm` */
  confirmLabel?: string;
  /** @default ui string `confirmDialog.cancel` */
  cancelLabel?: string;
  /**
   * Called on confirm. The dialog closes right after, unless it returns a promise: then the
   * confirm button shows it is working and the dialog closes when the promise settles.
   */
  onConfirm: () => void | Promise<unknown>;
  onCancel?: () => void;
  /** `danger` for deletions and other things that cannot be undone. @default 'default' */
  variant?: ConfirmVariant;
  /** Shows the confirm button as working (when the caller tracks the request itself). */
  isPending?: boolean;
}

/**
 * Asks before doing something. An `alertdialog`; focus starts on Cancel so a stray Enter
 * does not delete anything.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  variant = 'default',
  isPending = false,
}: ConfirmDialogProps) {
  const { t } = useUiStrings();
  const [isWorking, setWorking] = useState(false);
  const pending = isPending || isWorking;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      role="alertdialog"
      size="sm"
      isDismissable={!pending}
      isKeyboardDismissDisabled={pending}
      showCloseButton={false}
      title={title}
      titleIcon={
        variant === 'danger' ? (
          <span className={styles.confirmIcon}>
            <Icon name="warning" size={22} />
          </span>
        ) : undefined
      }
      footer={({ close }) => (
        <>
          <Button
            variant="secondary"
            autoFocus
            isDisabled={pending}
            onPress={() => {
              onCancel?.();
              close();
            }}
          >
            {cancelLabel ?? t('confirmDialog.cancel')}
          </Button>
          <Button
            variant={variant === 'danger' ? 'danger' : 'primary'}
            isPending={pending}
            onPress={() => {
              const result = onConfirm();
              if (result instanceof Promise) {
                setWorking(true);
                // A rejected confirm keeps the dialog open: the caller shows the error (a toast).
                result.then(
                  () => {
                    setWorking(false);
                    close();
                  },
                  () => setWorking(false),
                );
              } else {
                close();
              }
            }}
          >
            {confirmLabel ?? t('confirmDialog.confirm')}
          </Button>
        </>
      )}
    >
      <p className={styles.message}>{message}</p>
    </Dialog>
  );
}
