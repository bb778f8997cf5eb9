// The journey files that sign in to the seeded demo clinic and only read it; every other file
// makes a clinic of its own (clinic-fixture.ts). Read by playwright.config.ts (the demo-clinic
// project) and eslint.config.js (only these files may import the demo accounts). A plain ES
// module, so the lint's config imports it without a build step.
export const DEMO_CLINIC_FILES = Object.freeze([
  'public-pages.spec.ts',
  'serving.spec.ts',
  'sign-in.spec.ts',
]);
