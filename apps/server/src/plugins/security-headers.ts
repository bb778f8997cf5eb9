import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
      'style-src': [self, ...REACT_ARIA_STYLE_HASHES],
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
 * Protective headers on every answer (helmet): the CSP above, `nosniff`, no framing, no
 * referrer (signed file URLs carry their signature in the query). HSTS only when the page was
 * reached over HTTPS: sent over plain http it would lock a clinic out of a server it reaches
 * by IP address.
 */
async function securityHeadersPlugin(app: FastifyInstance, options: SecurityHeadersOptions) {
  const servedOverHttps = new URL(options.publicUrl).protocol === 'https:';
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: contentSecurityPolicy(options.publicUrl),
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    // Clinic logos and body images are read by pages of other origins when the app and the
    // API are deployed apart (see the architecture's six base URLs).
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (servedOverHttps || request.protocol === 'https')
      reply.header('strict-transport-security', HSTS);
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
