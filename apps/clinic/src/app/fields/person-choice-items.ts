import { useTranslation } from 'react-i18next';
import {
  GENDERS,
  IDENTIFICATION_TYPES,
  IDENTIFICATION_TYPE_LABEL_KEYS,
} from '@praktik/domain/patients/person-choices';

/** The genders as radio or select items, labelled in the current language. */
export function useGenderItems() {
  const { t } = useTranslation();
  return GENDERS.map((g) => ({ id: g, label: t(`genders.${g}`) }));
}

/** The identification types (KTP, passport, ...) as select items, labelled in the current language. */
export function useIdentificationTypeItems() {
  const { t } = useTranslation();
  return IDENTIFICATION_TYPES.map((type) => ({
    id: type,
    label: t(IDENTIFICATION_TYPE_LABEL_KEYS[type]),
  }));
}
