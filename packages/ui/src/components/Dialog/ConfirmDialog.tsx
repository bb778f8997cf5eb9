import { useState, type ReactNode } from 'react';
import type { UiStringKey } from '../../intl/strings';
import { useUiStrings } from '../../intl/ui-strings-context';
import { Button } from '../Button';
import { Icon } from '../Icon/Icon';
import { Dialog } from './Dialog';
import * as styles from './Dialog.css';
import type { ConfirmKind, ConfirmVariant } from './dialog-options';
import confirmDialogStrings from './confirmDialog.strings.json';

interface ConfirmDialogBaseProps {
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** @default the kind's confirm text, else ui string `confirmDialog.confirm` */
  confirmLabel?: string;
  /** @default the kind's dismiss text, else ui string `confirmDialog.cancel` */
  cancelLabel?: string;
  /**
   * Called on confirm. The dialog closes right after, unless it returns a promise: then the
   * confirm button shows it is working and the dialog closes when the promise settles.
   */
  onConfirm: () => void | Promise<unknown>;
  onCancel?: () => void;
  /**
   * `danger` for deletions and other things that cannot be undone.
   * @default 'danger' with a `kind`, else 'default'
   */
  variant?: ConfirmVariant;
  /** Shows the confirm button as working (when the caller tracks the request itself). */
  isPending?: boolean;
}

export type ConfirmDialogProps = ConfirmDialogBaseProps &
  (
    | {
        /** A confirmation of the caller's own words. */
        kind?: undefined;
        title: ReactNode;
        /** E.g. "Apakah Anda yakin ingin mengakhiri kunjungan?". */
        message: ReactNode;
      }
    | {
        /**
         * One of the spec's stock confirmations, with its texts in the ui locale: `delete`
         * ("Hapus data?" / "Data yang telah dihapus tidak dapat dikembalikan", confirm "Hapus")
         * or `cancel` ("Apakah Anda yakin?" / "Data yang dibatalkan tidak dapat dikembalikan",
         * "Tidak" / "Ya, batalkan"). Any text given here replaces the kind's.
         */
        kind: ConfirmKind;
        title?: ReactNode;
        message?: ReactNode;
      }
  );

const KIND_TEXTS: Record<
  ConfirmKind,
  Record<'title' | 'message' | 'confirm' | 'cancel', UiStringKey<typeof confirmDialogStrings>>
> = {
  delete: {
    title: 'confirmDialog.deleteTitle',
    message: 'confirmDialog.deleteMessage',
    confirm: 'confirmDialog.deleteConfirm',
    cancel: 'confirmDialog.cancel',
  },
  cancel: {
    title: 'confirmDialog.cancelTitle',
    message: 'confirmDialog.cancelMessage',
    confirm: 'confirmDialog.cancelConfirm',
    cancel: 'confirmDialog.cancelDismiss',
  },
};

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
  kind,
  variant = kind ? 'danger' : 'default',
  isPending = false,
}: ConfirmDialogProps) {
  const { t } = useUiStrings(confirmDialogStrings);
  const texts = kind ? KIND_TEXTS[kind] : undefined;
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
      title={title ?? (texts ? t(texts.title) : null)}
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
            {cancelLabel ?? t(texts?.cancel ?? 'confirmDialog.cancel')}
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
            {confirmLabel ?? t(texts?.confirm ?? 'confirmDialog.confirm')}
          </Button>
        </>
      )}
    >
      <p className={styles.message}>{message ?? (texts ? t(texts.message) : null)}</p>
    </Dialog>
  );
}
