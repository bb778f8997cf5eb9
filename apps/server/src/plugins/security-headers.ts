import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityHeadersOptions {
  /** Where this server is reached from outside (config.publicUrl): file URLs point there. */
  publicUrl: string;
}

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The two <style> blocks react-aria adds to the page, allowed by their hashes (not by
 * 'unsafe-inline'): usePress's `touch-action` rule for pressable elements and
 * usePreventScroll's `overscroll-behavior` rule while a dialog is open. A react-aria upgrade
 * that changes their text shows up as a CSP violation in the browser journeys (serving.spec).
 */
const REACT_ARIA_STYLE_HASHES = [
  "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='",
  "'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='",
];

/**
 * The one `style` attribute in the public pages rendered ahead (by the build, apps/clinic
 * scripts/prerender.mjs, or per request, plugins/shared-booking-page.ts): react-aria's
 * VisuallyHidden around a native input (the sign-in page's "remember me" checkbox, a booking's
 * radios). A style attribute in HTML (unlike one React sets from script) needs
 * 'unsafe-hashes' and its hash, or the browser drops it and the hidden input shows; hydration
 * does not set it again. The browser journeys (serving.spec) report a changed one.
 */
const PRERENDERED_STYLE_ATTRIBUTE_HASHES = [
  "'unsafe-hashes'",
  "'sha256-OPvH+zTsq+vvwlH2fikB1Fveiha+jXy32l3j4fYaEpA='",
];

/**
 * The app's Content-Security-Policy. No inline scripts or styles: Vite emits every script and
 * vanilla-extract every stylesheet as a file of this origin. Images come from this origin, the
 * server's public address (file URLs) and the browser itself (data: icons, blob: previews of a
 * photo before upload); `wasm-unsafe-eval` lets the HEIC decoder's WebAssembly compile (it is
 * not `unsafe-eval`: no string becomes code).
 */
export function contentSecurityPolicy(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  const self = "'self'";
  const https = new URL(publicUrl).protocol === 'https:';
  return {
    useDefaults: false,
    directives: {
      'default-src': [self],
      'base-uri': [self],
      'script-src': [self, "'wasm-unsafe-eval'"],
      'script-src-attr': ["'none'"],
      'style-src': [self, ...REACT_ARIA_STYLE_HASHES, ...PRERENDERED_STYLE_ATTRIBUTE_HASHES],
      'img-src': [self, publicOrigin, 'data:', 'blob:'],
      'media-src': [self, 'blob:'],
      'font-src': [self, 'data:'],
      'connect-src': [self, publicOrigin],
      'worker-src': [self, 'blob:'],
      'object-src': ["'none'"],
      'form-action': [self],
      'frame-ancestors': ["'none'"],
      // On plain http (a clinic's local network, the tests) this would break every request.
      ...(https ? { 'upgrade-insecure-requests': [] } : {}),
    },
  };
}

/**
 * The headers helmet sets for these options, worked out once. None of them depends on the
 * request (no nonces), and @fastify/helmet built helmet's middleware again on every request
 * (parsing and checking every CSP directive per call: a tenth of the no-op's CPU in bench/api),
 * so the server sets this fixed set instead.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Protective headers on every answer (helmet's): the CSP above, `nosniff`, no framing, no
 * referrer (signed file URLs carry their signature in the query). HSTS only when the page was
 * reached over HTTPS: sent over plain http it would lock a clinic out of a server it reaches
 * by IP address. A route may set its own CSP over these (annotation photos, the API viewer).
 */
async function securityHeadersPlugin(app: FastifyInstance, options: SecurityHeadersOptions) {
  const servedOverHttps = new URL(options.publicUrl).protocol === 'https:';
  const overHttp = helmetHeaders({
    contentSecurityPolicy: contentSecurityPolicy(options.publicUrl),
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    // Clinic logos and body images are read by pages of other origins when the app and the
    // API are deployed apart (see the architecture's six base URLs).
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  const overHttps = { ...overHttp, 'strict-transport-security': HSTS };
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(servedOverHttps || request.protocol === 'https' ? overHttps : overHttp);
    done();
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
