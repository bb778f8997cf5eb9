import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@praktik/ui/Button';
import { ComboBox, type ComboBoxItem } from '@praktik/ui/ComboBox';
import { Dialog } from '@praktik/ui/Dialog';
import { listPatients, type PatientView } from '../../api/patients';
import { useErrorText } from '../../app/use-error-text';
import { registerPageTexts } from '../../intl/page-texts';
import reservationDetailTexts from './reservation-detail.page-texts.json';
import reservationsTexts from './reservations.page-texts.json';

registerPageTexts(reservationsTexts);

registerPageTexts(reservationDetailTexts);

/** The add-reservation dialog's page size for existing patients (spec 2 §2.3). */
const SEARCH_PAGE_SIZE = '5';

interface PatientOption extends ComboBoxItem {
  patient: PatientView;
}

export interface PatientPickerDialogProps {
  title: string;
  confirmLabel: string;
  /** The chosen patient; the dialog shows it is working while the promise runs. */
  onConfirm: (patient: PatientView) => Promise<void> | void;
  onClose: () => void;
  /** A second way on (an online booking's "new patient"), shown beside Cancel. */
  alternative?: { label: string; onPress: () => void };
}

/**
 * Picks one of the clinic's existing patients by name: the patient of an online booking before
 * its visit starts, or another patient for a booked reservation ("save the patient").
 */
export function PatientPickerDialog({
  title,
  confirmLabel,
  onConfirm,
  onClose,
  alternative,
}: PatientPickerDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [chosen, setChosen] = useState<PatientOption | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [isPending, setPending] = useState(false);

  const loadItems = async (text: string): Promise<PatientOption[]> => {
    const page = await listPatients({ page: '0', size: SEARCH_PAGE_SIZE, 'name.contains': text });
    return page.rows.map((patient) => ({
      id: patient.id,
      label: patient.name,
      description: [patient.medicalRecordNumber, patient.dateOfBirth, patient.phoneNumber]
        .filter(Boolean)
        .join(' · '),
      patient,
    }));
  };

  const confirm = async () => {
    if (!chosen) {
      setError(t('reservationDetail.patientPicker.required'));
      return;
    }
    setPending(true);
    try {
      await onConfirm(chosen.patient);
    } catch (e) {
      setError(errorText(e));
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
      isDismissable={!isPending}
      title={title}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={isPending}>
            {t('reservationDetail.patientPicker.cancel')}
          </Button>
          {alternative ? (
            <Button variant="secondary" onPress={alternative.onPress} isDisabled={isPending}>
              {alternative.label}
            </Button>
          ) : null}
          <Button onPress={() => void confirm()} isPending={isPending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <ComboBox<PatientOption>
        label={t('reservationDetail.patientPicker.search')}
        description={t('reservationDetail.patientPicker.searchHint')}
        loadItems={loadItems}
        minSearchLength={2}
        selectedItem={chosen}
        onChange={(item) => {
          setChosen(item);
          setError(undefined);
        }}
        errorMessage={error}
        isRequired
        autoFocus
      />
    </Dialog>
  );
}
