import firstPassword from '../routes/account/first-password.texts.json';
import history from '../routes/history/history.texts.json';
import patients from '../routes/patients/patients.texts.json';
import staff from '../routes/staff/staff.texts.json';
import schedule from '../routes/schedule/schedule.texts.json';
import visits from '../routes/visits/visits.texts.json';

type Tree = { [key: string]: string | Tree };

/**
 * The texts of a feature's screens, `{ id, en }` in a JSON file beside them, merged over the
 * app's common texts (resources.ts); resources.test.ts holds them to the same rules.
 */
export const FEATURE_TEXTS: readonly { id: Tree; en: Tree }[] = [
  history,
  patients,
  visits,
  firstPassword,
  staff,
  schedule,
];
