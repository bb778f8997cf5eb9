import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import {
  endVisitConfirmation,
  endVisitSchema,
  type EndVisitPayload,
} from '@praktik/domain/visits/end-visit.schema';
import { Alert } from '@praktik/ui/Alert';
import { Button } from '@praktik/ui/Button';
import { Dialog } from '@praktik/ui/Dialog';
import { FileUpload, type FileUploadItem } from '@praktik/ui/FileUpload';
import { Spinner } from '@praktik/ui/Spinner';
import { Text } from '@praktik/ui/Text';
import { TextArea } from '@praktik/ui/TextArea';
import { toast } from '@praktik/ui/Toast';
import { uploadFile } from '../../api/files';
import { keyFilters, keys } from '../../api/keys';
import { endVisit, useVisit, type VisitListItem } from '../../api/visits';
import { validationText } from '../../intl/i18n';
import { useErrorText } from '../../app/use-error-text';
import * as css from '../../app/layout.css';
import { registerPageTexts } from '../../intl/page-texts';
import visitsTexts from './visits.page-texts.json';

registerPageTexts(visitsTexts);

export interface EndVisitDialogProps {
  /** The visit; a reservation's dialog knows only its patient's id and name. */
  visit: Pick<VisitListItem, 'id' | 'treatment'> & {
    patient: Pick<VisitListItem['patient'], 'id' | 'name'>;
  };
  onClose: () => void;
  onEnded: () => void;
  /**
   * How the visit ends. @default `POST /end-visit/{patientId}`; a reservation's dialog ends the
   * reservation and its visit together (`POST /end-visit-reservation`).
   */
  end?: (payload: EndVisitPayload) => Promise<unknown>;
}

/**
 * Spec 1 §2.11: a note and an optional file, then POST /end-visit/{patientId}. The question is
 * the domain's: the plain one when the assessment is complete, the longer warning (with what is
 * still empty) when it is not. The file is uploaded only when the user confirms.
 */
export function EndVisitDialog({ visit, onClose, onEnded, end }: EndVisitDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { mutate } = useSWRConfig();
  const detail = useVisit(visit.id);
  const [note, setNote] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [noteError, setNoteError] = useState<string | undefined>();
  const [isPending, setPending] = useState(false);

  const details = detail.data ?? { treatment: visit.treatment };
  const byDoctor = detail.data?.practitionerRole
    ? detail.data.practitionerRole.includes('ROLE_DOCTOR')
    : true;
  const confirmation = endVisitConfirmation(details, { byDoctor });
  const missing = confirmation.missingFieldKeys.map((key) => t(key)).join(', ');

  const items: FileUploadItem[] = file
    ? [{ id: 'end-visit-file', name: file.name, file, type: file.type, progress }]
    : [];

  const confirm = async () => {
    const checked = endVisitSchema.safeParse({ note, fileUrl: null });
    if (!checked.success) {
      setNoteError(validationText(checked.error.issues[0]?.message));
      return;
    }
    setNoteError(undefined);
    setPending(true);
    try {
      let fileUrl: string | null = null;
      if (file) {
        setProgress(0);
        fileUrl = await uploadFile(file, 'end-visit', setProgress);
      }
      const payload = endVisitSchema.parse({ note, fileUrl });
      await (end ? end(payload) : endVisit(visit.patient.id, payload));
      toast.success(t('visits.endDialog.success'));
      await mutate(keyFilters.activeVisits);
      await mutate(keys.visit(visit.id));
      onEnded();
    } catch (error) {
      toast.error(errorText(error));
      setProgress(null);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open && !isPending) onClose();
      }}
      title={t('visits.endDialog.title')}
      role="alertdialog"
      isDismissable={!isPending}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={isPending}>
            {t('visits.endDialog.cancel')}
          </Button>
          <Button
            variant="danger"
            onPress={() => void confirm()}
            isPending={isPending}
            isDisabled={detail.isLoading}
          >
            {t('visits.endDialog.confirm')}
          </Button>
        </>
      }
    >
      <div className={css.stack}>
        <Text variant="strong">{t('visits.endDialog.patient', { name: visit.patient.name })}</Text>
        {detail.isLoading ? (
          <Spinner label={t('visits.endDialog.loading')} showLabel />
        ) : confirmation.missing.length === 0 ? (
          <Text>{t(confirmation.messageKey)}</Text>
        ) : (
          <Alert tone="warning" role="status">
            <p>{t(confirmation.messageKey)}</p>
            <p>{t('visits.endDialog.missing', { fields: missing })}</p>
          </Alert>
        )}
        <TextArea
          label={t('visits.endDialog.note')}
          name="note"
          value={note}
          onChange={setNote}
          rows={3}
          isDisabled={isPending}
          errorMessage={noteError}
        />
        <FileUpload
          label={t('visits.endDialog.file')}
          description={t('visits.endDialog.fileHint')}
          items={items}
          allowsMultiple={false}
          onFilesChosen={(files) => setFile(files[0] ?? null)}
          onRemove={isPending ? undefined : () => setFile(null)}
          isDisabled={isPending}
        />
      </div>
    </Dialog>
  );
}
