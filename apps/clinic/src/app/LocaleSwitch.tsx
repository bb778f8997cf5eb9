import { useTranslation } from 'react-i18next';
import { Button } from '@praktik/ui/Button';
import { FlagGb, FlagId } from '@praktik/ui/Icon';
import { changeLocale } from '../intl/i18n';
import { LOCALES, type Locale } from '../intl/locale';
import * as css from './layout.css';

const FLAGS: Record<Locale, () => React.ReactNode> = {
  id: () => <FlagId size={18} />,
  en: () => <FlagGb size={18} />,
};

/** Language choice on pages without the dashboard shell (the shell has its own switcher). */
export function LocaleSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <div className={css.localeSwitch} role="group" aria-label={t('common.language.label')}>
      {LOCALES.map((locale) => (
        <Button
          key={locale}
          size="sm"
          variant={i18n.resolvedLanguage === locale ? 'secondary' : 'ghost'}
          // The name starts with the code the button shows (WCAG 2.5.3, label in name: axe's
          // label-content-name-mismatch), so "click EN" works for voice control too.
          aria-label={`${locale.toUpperCase()} ${t(`common.language.${locale}`)}`}
          onPress={() => changeLocale(locale)}
        >
          {FLAGS[locale]()}
          {locale.toUpperCase()}
        </Button>
      ))}
    </div>
  );
}

export const LOCALE_FLAGS = FLAGS;
