import { translatorFor, type Language } from '../../intl/i18n';
import type { OutgoingMail } from './mailer';

export interface AccountMailInput {
  to: string;
  language: Language;
  firstName: string;
  link: string;
}

export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

function accountMail(kind: 'activation' | 'reset', input: AccountMailInput): OutgoingMail {
  const t = translatorFor(input.language);
  const greeting = t('mail.greeting', { name: input.firstName });
  const body = t(`mail.${kind}.body`);
  const ignore = kind === 'reset' ? t('mail.reset.ignore') : '';
  const signature = t('mail.signature');
  const text = [greeting, '', body, input.link, '', ignore, signature]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
  const html = `<!doctype html><html lang="${input.language}"><body style="font-family:sans-serif">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(input.link)}">${escapeHtml(t(`mail.${kind}.action`))}</a></p>
<p style="color:#555">${escapeHtml(input.link)}</p>
${ignore ? `<p>${escapeHtml(ignore)}</p>` : ''}
<p>${escapeHtml(signature).replace(/\n/g, '<br>')}</p>
</body></html>`;
  return { to: input.to, subject: t(`mail.${kind}.subject`), text, html, link: input.link };
}

export const activationMail = (input: AccountMailInput) => accountMail('activation', input);
export const resetMail = (input: AccountMailInput) => accountMail('reset', input);
