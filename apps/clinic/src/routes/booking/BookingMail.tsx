import { useTranslation } from 'react-i18next';
import { bookingMailTexts } from '@praktik/domain/reservations/booking-mail.texts';
import {
  bookingMailContent,
  type BookingMailInput,
} from '@praktik/domain/reservations/booking-mail';
import * as css from './booking.css';
import { registerPageTexts } from '../../intl/page-texts';

// The mail's words come with the pages that show a mail, not with every first load.
registerPageTexts(bookingMailTexts);

export interface BookingMailProps {
  /** The booking and the mail's links, as the server writes its mail from them. */
  input: BookingMailInput;
  /** Heading level of the mail's title on the page it is shown in. @default 1 */
  titleLevel?: 1 | 2;
}

/**
 * The booking mail's design (spec 1 §2.16, `/template-email`): the domain's one booking mail,
 * which the server's mails are written from too: the heading in a band of the clinic's colour,
 * the greeting, the booking's rows, the links, the notes and the clinic's sign-off.
 */
export function BookingMail({ input, titleLevel = 1 }: BookingMailProps) {
  const { t } = useTranslation();
  const content = bookingMailContent(input, (key, options) => t(key, options ?? {}));
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  return (
    <article className={css.mail} aria-label={content.preheader}>
      <header className={css.mailHead}>
        <Title className={css.mailTitle}>{content.heading}</Title>
      </header>
      <div className={css.mailBody}>
        <p className={css.mailText}>{content.greeting}</p>
        <p className={css.mailText}>{content.intro}</p>
        <dl className={css.details}>
          {content.details.map(({ label, value }) => (
            <div key={label} className={css.detailRow}>
              <dt className={css.term}>{label}</dt>
              <dd className={css.value}>{value}</dd>
            </div>
          ))}
        </dl>
        {content.actions.map((action) => (
          <p key={action.name} className={css.mailText}>
            {action.intro ? `${action.intro} ` : null}
            <a href={action.url}>{action.label}</a>
          </p>
        ))}
        {content.notes.map((note) => (
          <p key={note} className={css.mailText}>
            {note}
          </p>
        ))}
        <p className={css.mailText}>
          {content.signOff.map((line, index) => (
            <span key={line}>
              {index > 0 ? <br /> : null}
              {line}
            </span>
          ))}
        </p>
      </div>
      <footer className={css.mailFoot}>{content.footer}</footer>
    </article>
  );
}
