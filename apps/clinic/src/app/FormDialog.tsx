import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '@praktik/ui/Button';
import { Dialog, type DialogSize } from '@praktik/ui/Dialog';
import { Form } from '@praktik/ui/Form';

export interface FormDialogProps {
  /** The dialog's title, also the form's accessible name. */
  title: string;
  /** The form's submit (react-hook-form's `handleSubmit(...)`). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  /** While true the dialog stays open: no close, no Escape, no press outside. */
  isSubmitting: boolean;
  /** The cancel button, Escape, the close button and a press outside. */
  onClose: () => void;
  cancelLabel: string;
  submitLabel: string;
  /** @default 'md' */
  size?: DialogSize;
  children: ReactNode;
}

/**
 * A modal form with a cancel and a submit button: what the start-visit, move-patient and
 * new-patient dialogs share. A request it started keeps it open until the answer comes.
 */
export function FormDialog({
  title,
  onSubmit,
  isSubmitting,
  onClose,
  cancelLabel,
  submitLabel,
  size,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      isOpen
      size={size}
      onOpenChange={(open) => {
        if (!open && !isSubmitting) onClose();
      }}
      // A form: the user types at once in its first field.
      focusOnOpen="firstField"
      isDismissable={!isSubmitting}
      isKeyboardDismissDisabled={isSubmitting}
      title={title}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={isSubmitting}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} isPending={isSubmitting}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={(event) => void onSubmit(event)} aria-label={title}>
        {children}
      </Form>
    </Dialog>
  );
}
