import { translatorFor, type Language } from '../../intl/i18n';
import { escapeHtml } from './account-mails';
import type { OutgoingMail } from './mailer';

interface EmailChangeMailInput {
  to: string;
  language: Language;
  firstName: string;
  newEmail: string;
}

type Kind = 'confirm' | 'requested' | 'changed';

/** Greeting, body, the link if any, a closing warning, signature: as the account mails. */
function emailChangeMail(kind: Kind, input: EmailChangeMailInput, link?: string): OutgoingMail {
  const t = translatorFor(input.language);
  const greeting = t('mail.greeting', { name: input.firstName });
  const body = t(`mail.emailChange.${kind}.body`, { newEmail: input.newEmail });
  const warning = t(`mail.emailChange.${kind}.warning`, { newEmail: input.newEmail });
  const signature = t('mail.signature');
  const text = [greeting, '', body, ...(link ? [link] : []), '', warning, '', signature].join('\n');
  const html = `<!doctype html><html lang="${input.language}"><body style="font-family:sans-serif">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
${
  link
    ? `<p><a href="${escapeHtml(link)}">${escapeHtml(t('mail.emailChange.confirm.action'))}</a></p>
<p style="color:#555">${escapeHtml(link)}</p>`
    : ''
}
<p>${escapeHtml(warning)}</p>
<p>${escapeHtml(signature).replace(/\n/g, '<br>')}</p>
</body></html>`;
  return {
    to: input.to,
    subject: t(`mail.emailChange.${kind}.subject`),
    text,
    html,
    ...(link ? { link } : {}),
  };
}

/** To the new address: the link that makes it the account's e-mail. */
export const emailChangeConfirmMail = (input: EmailChangeMailInput & { link: string }) =>
  emailChangeMail('confirm', input, input.link);
/** To the old address when the change is asked for: nothing has changed yet. */
export const emailChangeRequestedMail = (input: EmailChangeMailInput) =>
  emailChangeMail('requested', input);
/** To the old address once the new one is confirmed. */
export const emailChangedMail = (input: EmailChangeMailInput) => emailChangeMail('changed', input);
