import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale } from '../../intl/locale';
import { visitDateText } from '../booking/booking-format';
import { registerPageTexts } from '../../intl/page-texts';
import reservationsTexts from './reservations.page-texts.json';

registerPageTexts(reservationsTexts);

/** A reservation's date in the app's language ("Kamis, 26 November 2026"), not the browser's. */
export function useVisitDateText(date: string): string {
  const { i18n } = useTranslation();
  return visitDateText(
    date,
    isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE,
  );
}
