import { translateValidationToken } from '@praktik/domain/intl/translate-issue';
import { useDomainText } from '../../intl/domain-text';
import type { PaymentLineEditorErrors } from './payment-line-editor-options';

/** Domain tokens in the ui locale; a sentence (a server's message) is shown as it is. */
export function useLineMessages(errors: PaymentLineEditorErrors | undefined) {
  const text = useDomainText();
  return (path: string): string | undefined => {
    const token = errors?.[path];
    if (!token) return undefined;
    return translateValidationToken(token, (key, options) =>
      text(key, options as Record<string, string | number> | undefined),
    );
  };
}
