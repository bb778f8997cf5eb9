import type { ReactNode } from 'react';
import { Alert } from '@praktik/ui/Alert';
import { Button } from '@praktik/ui/Button';
import { Dialog, type DialogSize } from '@praktik/ui/Dialog';
import { Spinner } from '@praktik/ui/Spinner';
import { useErrorText } from './use-error-text';

export interface InfoDialogProps {
  title: string;
  /** Escape, the close button and a press outside. */
  onClose: () => void;
  /** The footer's one button. */
  buttonLabel: string;
  /** The footer button's press when it goes back a step instead of closing. @default onClose */
  onButtonPress?: () => void;
  /** @default 'lg' */
  size?: DialogSize;
  children: ReactNode;
}

/**
 * A modal that shows something, with one button in its footer: what the reservation detail, a
 * payment's chain, tomorrow's reminders and the booking's choices share.
 */
export function InfoDialog({
  title,
  onClose,
  buttonLabel,
  onButtonPress = onClose,
  size = 'lg',
  children,
}: InfoDialogProps) {
  return (
    <Dialog
      isOpen
      size={size}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      footer={
        <Button variant="secondary" onPress={onButtonPress}>
          {buttonLabel}
        </Button>
      }
    >
      {children}
    </Dialog>
  );
}

/** A dialog's record not there yet: the server's reason when it failed, else a spinner. */
export function LoadingOrFailed({ error, loadingLabel }: { error: unknown; loadingLabel: string }) {
  const errorText = useErrorText();
  return error ? (
    <Alert tone="danger" role="alert">
      {errorText(error)}
    </Alert>
  ) : (
    <Spinner label={loadingLabel} showLabel />
  );
}
