import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PaymentForm } from '@praktik/domain/payments/payment.schema';
import { ComboBox, type ComboBoxItem } from '@praktik/ui/ComboBox';
import type { PaymentLineEditorValue } from '@praktik/ui/PaymentLineEditor';
import { listPatients, type PatientView } from '../../api/patients';
import { FormTextField } from '../../app/fields/FormTextField';
import { registerPageTexts } from '../../intl/page-texts';
import paymentTexts from './payments.page-texts.json';

registerPageTexts(paymentTexts);

/** A few patients a search: the buyer is looked up by name, not browsed. */
const SEARCH_PAGE_SIZE = '5';

/** The buyer's fields of the payment form (`paymentFormSchema`: all optional). */
export interface CounterBuyerValues {
  name: string | null;
  phoneNumber: string | null;
  email: string | null;
}

/** The counter sale's form: the lines and method, and the buyer. */
export type CounterSaleFormValues = PaymentLineEditorValue & CounterBuyerValues;

interface PatientOption extends ComboBoxItem {
  patient: PatientView;
}

const optionOf = (patient: PatientView): PatientOption => ({
  id: patient.id,
  label: patient.name,
  description: [patient.medicalRecordNumber, patient.dateOfBirth, patient.phoneNumber]
    .filter(Boolean)
    .join(' · '),
  patient,
});

export interface CounterBuyerFieldsProps {
  control: Control<CounterSaleFormValues, unknown, PaymentForm>;
  /** The known patient buying, if one is chosen. */
  patient: PatientView | null;
  onPatientChange: (patient: PatientView | null) => void;
}

/**
 * Who buys at the counter: optionally one of the clinic's patients (found by name; a package is
 * sold only to one), and the name, phone and e-mail the invoice is made out to.
 */
export function CounterBuyerFields({ control, patient, onPatientChange }: CounterBuyerFieldsProps) {
  const { t } = useTranslation();
  const loadItems = async (text: string): Promise<PatientOption[]> => {
    const page = await listPatients({ page: '0', size: SEARCH_PAGE_SIZE, 'name.contains': text });
    return page.rows.map(optionOf);
  };
  // The form fields take a form whose submitted values are its own; these are only read here.
  const formControl = control as unknown as Control<CounterSaleFormValues>;
  return (
    <>
      <ComboBox<PatientOption>
        label={t('payments.counterDialog.patient')}
        description={t('payments.counterDialog.patientHint')}
        loadItems={loadItems}
        minSearchLength={2}
        selectedItem={patient ? optionOf(patient) : null}
        onChange={(item) => onPatientChange(item?.patient ?? null)}
      />
      <FormTextField
        control={formControl}
        name="name"
        label={t('payments.counterDialog.buyerName')}
        autoComplete="off"
      />
      <FormTextField
        control={formControl}
        name="phoneNumber"
        label={t('fields.phoneNumber')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
      />
      <FormTextField
        control={formControl}
        name="email"
        label={t('fields.email')}
        type="email"
        inputMode="email"
        autoComplete="off"
      />
    </>
  );
}
