// The flags every Chromium the project starts gets (Playwright's journeys, the ui package's
// Vitest browser projects, Lighthouse, the ui benchmark): Debian's browser, no window, no sandbox
// (test machines run as root), no GPU, and none of the background traffic (component updates,
// sync, QUIC) that a machine without internet answers slowly, or not at all.
// A plain ES module, so configs and Node scripts import it without a build step.

export const CHROMIUM_FLAGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

// A synthetic camera for getUserMedia, granted without a prompt: only for the runs whose tests
// take a photo (the assessment's "Ambil foto", FileUpload's camera).
export const FAKE_CAMERA_FLAGS = Object.freeze([
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
]);
