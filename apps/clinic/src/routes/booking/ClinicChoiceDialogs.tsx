import { useTranslation } from 'react-i18next';
import { Button } from '@praktik/ui/Button';
import { Dialog } from '@praktik/ui/Dialog';
import { EmptyState } from '@praktik/ui/EmptyState';
import { Spinner } from '@praktik/ui/Spinner';
import { Text } from '@praktik/ui/Text';
import { useErrorText } from '../../app/use-error-text';
import { InfoDialog } from '../../app/InfoDialog';
import {
  useClinicsOfService,
  usePublicServices,
  type ClinicCard,
  type PublicService,
} from '../../api/public-booking';
import { ClinicLogo } from './ClinicLogo';
import * as css from './booking.css';
import { registerPageTexts } from '../../intl/page-texts';
import bookingTexts from './booking.page-texts.json';

registerPageTexts(bookingTexts);

export type ChoiceStep =
  { kind: 'closed' } | { kind: 'service' } | { kind: 'clinic'; service: PublicService };

export interface ClinicChoiceDialogsProps {
  step: ChoiceStep;
  onStepChange: (step: ChoiceStep) => void;
  /** A clinic was chosen for the service. */
  onChosen: (service: PublicService, clinic: ClinicCard) => void;
}

/**
 * Spec 1 §2.4's two modals: "Pilih Layanan" lists the services, each with a Pilih button;
 * choosing one opens the large "Pilih Klinik" with the clinics offering it (logo, name,
 * address), each with Pilih.
 */
export function ClinicChoiceDialogs({ step, onStepChange, onChosen }: ClinicChoiceDialogsProps) {
  return (
    <>
      <ServiceDialog
        isOpen={step.kind === 'service'}
        onClose={() => onStepChange({ kind: 'closed' })}
        onChosen={(service) => onStepChange({ kind: 'clinic', service })}
      />
      {step.kind === 'clinic' ? (
        <ClinicDialog
          service={step.service}
          onClose={() => onStepChange({ kind: 'closed' })}
          onBack={() => onStepChange({ kind: 'service' })}
          onChosen={(clinic) => onChosen(step.service, clinic)}
        />
      ) : null}
    </>
  );
}

function ServiceDialog({
  isOpen,
  onClose,
  onChosen,
}: {
  isOpen: boolean;
  onClose: () => void;
  onChosen: (service: PublicService) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const services = usePublicServices(isOpen);
  let body;
  if (services.error) body = <Text variant="muted">{errorText(services.error)}</Text>;
  else if (!services.data) body = <Spinner />;
  else if (services.data.length === 0)
    body = <EmptyState icon="inbox" text={t('booking.patient.noServices')} />;
  else
    body = (
      <ul className={css.choiceList}>
        {services.data.map((service) => (
          <li key={service.id} className={css.choice}>
            <Text variant="strong">{service.name}</Text>
            <Button
              size="sm"
              aria-label={t('booking.chooseService.chooseNamed', { name: service.name })}
              onPress={() => onChosen(service)}
            >
              {t('booking.chooseService.choose')}
            </Button>
          </li>
        ))}
      </ul>
    );
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('booking.chooseService.title')}
    >
      {body}
    </Dialog>
  );
}

function ClinicDialog({
  service,
  onClose,
  onBack,
  onChosen,
}: {
  service: PublicService;
  onClose: () => void;
  onBack: () => void;
  onChosen: (clinic: ClinicCard) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const clinics = useClinicsOfService(service.id);
  let body;
  if (clinics.error) body = <Text variant="muted">{errorText(clinics.error)}</Text>;
  else if (!clinics.data) body = <Spinner />;
  else if (clinics.data.length === 0)
    body = <EmptyState icon="inbox" text={t('booking.chooseClinic.empty')} />;
  else
    body = (
      <ul className={css.choiceList}>
        {clinics.data.map((clinic) => (
          <li key={clinic.id} className={css.choice}>
            <ClinicLogo clinic={clinic} />
            <div className={css.cardBody}>
              <Text variant="strong">{clinic.name}</Text>
              {clinic.address ? <Text variant="small">{clinic.address}</Text> : null}
            </div>
            <Button
              size="sm"
              aria-label={t('booking.chooseService.chooseNamed', { name: clinic.name })}
              onPress={() => onChosen(clinic)}
            >
              {t('booking.chooseService.choose')}
            </Button>
          </li>
        ))}
      </ul>
    );
  return (
    <InfoDialog
      title={t('booking.chooseClinic.title')}
      onClose={onClose}
      buttonLabel={t('booking.chooseClinic.back')}
      onButtonPress={onBack}
    >
      <div className={css.stack}>
        <Text variant="muted">{t('booking.chooseClinic.subtitle', { service: service.name })}</Text>
        {body}
      </div>
    </InfoDialog>
  );
}
