import type { Plugin } from 'vite';
import { LAZY_PAGE_MODULES } from '../scripts/rendered-pages.mjs';

/** The booking pages rendered ahead: `/pasien` and a clinic's shared link. */
const BOOKING_PAGES = [LAZY_PAGE_MODULES['/pasien'], LAZY_PAGE_MODULES['/reservation-pasien']];
/** The app's start, and the other page rendered ahead as a lazy chunk: `/`. */
const APP_ENTRY = 'src/main.tsx';
const LANDING_PAGE = LAZY_PAGE_MODULES['/'];

/** Whether a module id (an absolute path) is the module at `file`, relative to the app. */
const isModule = (id: string, file: string) => id.endsWith(`/${file}`);

const isBookingPage = (id: string) => BOOKING_PAGES.some((page) => isModule(id, page));

/** What the booking pages import statically, less what the start or `/` loads anyway. */
let bookingModules = new Set<string>();
/** What `/` imports statically beyond the start: some of it the booking pages import too. */
let landingModules = new Set<string>();

/** Finds the booking pages' modules once the module graph is built, before chunks are made. */
export const findBookingModules: Plugin = {
  name: 'praktik:booking-modules',
  buildEnd() {
    const ids = [...this.getModuleIds()];
    const closureOf = (roots: readonly string[]) => {
      const found = new Set<string>();
      const visit = (id: string) => {
        if (found.has(id)) return;
        found.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      for (const root of roots) visit(root);
      return found;
    };
    const start = closureOf(ids.filter((id) => isModule(id, APP_ENTRY)));
    const landing = closureOf(ids.filter((id) => isModule(id, LANDING_PAGE)));
    landingModules = new Set(
      [...landing].filter((id) => !start.has(id) && !isModule(id, LANDING_PAGE)),
    );
    const loadedAnyway = new Set([...start, ...landing]);
    bookingModules = new Set(
      [...closureOf(ids.filter(isBookingPage))].filter(
        (id) => !loadedAnyway.has(id) && !isBookingPage(id),
      ),
    );
  },
};

/**
 * The booking pages' modules in one chunk beside the start's, where Rolldown made 21 of a few
 * kilobytes each, each shared with other pages in its own combination
 * (docs/decisions/0069-booking-pages-in-one-chunk.md). The pages themselves stay chunks of their
 * own (the prerender finds them in the manifest); a dashboard page that uses one of the booking's
 * widgets loads the whole chunk. Below the start's group, which keeps every module the start
 * imports.
 */
export const bookingChunkGroups = [
  // First, or the booking's group would take them along with the booking modules that import them.
  { name: 'landing', priority: 2, test: (id: string) => landingModules.has(id) },
  { name: 'booking', priority: 1, test: (id: string) => bookingModules.has(id) },
];
