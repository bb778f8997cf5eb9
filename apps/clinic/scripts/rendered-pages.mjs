/**
 * The pages rendered ahead that are lazy chunks of their own (src/routes.tsx), by address: the
 * prerender links their styles into the HTML (scripts/prerender.mjs), and the build groups the
 * booking pages' modules (build/booking-chunks.ts).
 */
export const LAZY_PAGE_MODULES = {
  '/': 'src/routes/public/LandingPage.tsx',
  '/pasien': 'src/routes/booking/PatientPage.tsx',
  '/reservation-pasien': 'src/routes/booking/ReservationPatientPage.tsx',
};
