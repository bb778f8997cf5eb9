import account from '../modules/account/account.texts.json' with { type: 'json' };
import profile from '../modules/profile/profile.texts.json' with { type: 'json' };
import files from '../modules/files/files.texts.json' with { type: 'json' };
import icd10 from '../modules/icd10/icd10.texts.json' with { type: 'json' };
import schedules from '../modules/schedules/schedules.texts.json' with { type: 'json' };
import visitReports from '../modules/visit-reports/visit-reports.texts.json' with { type: 'json' };
import visits from '../modules/visits/visits.texts.json' with { type: 'json' };
import staff from '../modules/staff/staff.texts.json' with { type: 'json' };
import reservations from '../modules/reservations/reservations.texts.json' with { type: 'json' };

import publicBooking from '../modules/public-booking/public-booking.texts.json' with { type: 'json' };
import patientPackages from '../modules/patient-packages/patient-packages.texts.json' with { type: 'json' };

import catalogue from '../modules/catalogue/catalogue.texts.json' with { type: 'json' };
import payments from '../modules/payments/payments.texts.json' with { type: 'json' };

import satuSehat from '../modules/satusehat/satusehat.texts.json' with { type: 'json' };
import cashClosings from '../modules/cash-closings/cash-closings.texts.json' with { type: 'json' };
import paymentHistory from '../modules/payment-history/payment-history.texts.json' with { type: 'json' };

type Texts = { [key: string]: string | Texts };

/**
 * The texts a module owns (its errors, its export headers), `{ id, en }` in a JSON file beside
 * it, merged over the server's own by i18n.ts; i18n.test.ts checks both languages have the same keys.
 */
export const MODULE_TEXTS: readonly { id: Texts; en: Texts }[] = [
  icd10,
  visitReports,
  visits,
  files,
  account,
  profile,
  staff,

  schedules,
  reservations,

  publicBooking,
  patientPackages,

  catalogue,
  payments,

  paymentHistory,
  cashClosings,
  satuSehat,
];
