import dayjs from 'dayjs';
import 'dayjs/locale/id.js';
import 'dayjs/locale/en-gb.js';
import { i18n } from './i18n';

/*
 * Day and month names in dates (dayjs's global locale) follow the interface language. Only the
 * pages behind sign-in write them, so the dashboard's layout imports this module and the sign-in
 * page's first load carries no dayjs (its budget is 150 KB: docs/performance.md).
 */
function syncDateLocale(language: string): void {
  dayjs.locale(language === 'en' ? 'en-gb' : 'id');
}

syncDateLocale(i18n.language);
i18n.on('languageChanged', syncDateLocale);
