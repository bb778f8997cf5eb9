import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@praktik/ui/Button';
import { ConfirmDialog } from '@praktik/ui/Dialog';
import { toast } from '@praktik/ui/Toast';
import { downloadPatientFhirBundle } from '../../api/fhir-export';
import { useErrorText } from '../../app/use-error-text';
import { registerPageTexts } from '../../intl/page-texts';
import texts from './fhir-export.page-texts.json';
import patientsTexts from './patients.page-texts.json';

registerPageTexts(patientsTexts);

registerPageTexts(texts);

/**
 * The owner's download of the patient's record as a FHIR Bundle, after a confirmation that the file
 * holds the medical record. The page shows it to the owner only.
 */
export function FhirExportAction({ patient }: { patient: { id: string; name: string } }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {t('fhirExport.download.action')}
      </Button>
      {isOpen ? (
        <ConfirmDialog
          isOpen
          onOpenChange={setOpen}
          title={t('fhirExport.download.confirmTitle')}
          message={t('fhirExport.download.confirmMessage', { name: patient.name })}
          confirmLabel={t('fhirExport.download.confirm')}
          onConfirm={async () => {
            try {
              await downloadPatientFhirBundle(patient.id);
              toast.success(t('fhirExport.download.done'));
            } catch (error) {
              toast.error(errorText(error));
              throw error;
            }
          }}
        />
      ) : null}
    </>
  );
}
