import { useTranslation } from 'react-i18next';
import { validationText } from '../intl/i18n';

/**
 * Turns a react-hook-form error (a domain validation token) into text in the current language.
 * Reading `t` from the hook re-renders the form when the language changes.
 */
export function useFieldError(): (error: { message?: string } | undefined) => string | undefined {
  useTranslation();
  return (error) => validationText(error?.message);
}
