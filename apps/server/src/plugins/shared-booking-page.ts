import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sharedBookingTargetOf } from '@praktik/domain/reservations/shared-booking-link';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { NotFoundError } from '../shared/errors';

/** A shared booking link (spec 1 §2.4): `/reservation-pasien?serviceId=&clinicId=`. */
export const SHARED_BOOKING_PATH = '/reservation-pasien';

/**
 * Where the clinic's build leaves what the server renders with (apps/clinic
 * scripts/prerender.mjs): the prerender build, and the page's HTML without its markup.
 * @fastify/static does not serve this folder (web-app-files.ts).
 */
export const SERVER_RENDER_DIR = 'server-render';
const RENDER_ENTRY = 'prerender.js';
const SHARED_BOOKING_SHELL = 'reservation-pasien.html';

/** What apps/clinic src/prerender.tsx exports for the server. */
interface ServerRenderBuild {
  renderSharedBookingPage(shell: string, address: string, clinic: unknown): Promise<string>;
}

/** The public API's answer for a published clinic (`GET /api2/service-provider/provider/:id`). */
export type PublicClinicReader = (clinicId: string) => Promise<unknown>;

/** Renders a shared link's page; `preload` loads the build's renderer ahead of the first link. */
export interface SharedBookingPageRenderer {
  /** A link's page, or null when the build's page (its loading state) is what to send. */
  render(url: string): Promise<string | null>;
  preload(): Promise<void>;
}

/**
 * Pages rendered lately, by address and the clinic's data: one link shared in a clinic's chat is
 * opened by many patients, and a rendering costs ~50 ms of CPU. A changed clinic is another key;
 * a minute bounds how long a page may show yesterday's week after midnight (the app then draws
 * it again).
 */
const RENDERED_PAGES_KEPT = 200;
const RENDERED_PAGE_TTL_MS = 60_000;

/** The link's clinic, by the rule the page reads it with. */
function linkedClinicId(url: string): string | null {
  return sharedBookingTargetOf(new URL(url, 'http://link').searchParams)?.clinicId ?? null;
}

/**
 * The shared booking link's page with its clinic drawn in, so a patient's phone paints the clinic
 * and the first step from the HTML, and the app hydrates them instead of fetching and drawing
 * them (docs/decisions/0066-shared-booking-link-rendered-per-request.md). Null when the build
 * has no prerender (a server run without the app).
 */
export function sharedBookingPageRenderer(
  root: string,
  publicClinic: PublicClinicReader,
  log: FastifyBaseLogger,
): SharedBookingPageRenderer | null {
  const entry = path.join(root, SERVER_RENDER_DIR, RENDER_ENTRY);
  const shellFile = path.join(root, SERVER_RENDER_DIR, SHARED_BOOKING_SHELL);
  if (!existsSync(entry) || !existsSync(shellFile)) return null;
  const shell = readFileSync(shellFile, 'utf8');
  // React's server renderer and the app's modules: loaded once, by `preload` once the server is
  // ready (web-app-files.ts) or by the first link if that comes first.
  let build: Promise<ServerRenderBuild> | undefined;
  const loadBuild = () =>
    (build ??= import(pathToFileURL(entry).href) as Promise<ServerRenderBuild>);
  const rendered = new LRUCache<string, string>({
    max: RENDERED_PAGES_KEPT,
    ttl: RENDERED_PAGE_TTL_MS,
  });

  const render = async (url: string): Promise<string | null> => {
    const clinicId = linkedClinicId(url);
    if (!clinicId) return null;
    try {
      const clinic = await publicClinic(clinicId);
      const key = `${url}\n${JSON.stringify(clinic)}`;
      const kept = rendered.get(key);
      if (kept !== undefined) return kept;
      const html = await (await loadBuild()).renderSharedBookingPage(shell, url, clinic);
      rendered.set(key, html);
      return html;
    } catch (error) {
      // An unknown or unpublished clinic: the page says so once the app has asked the API.
      if (error instanceof NotFoundError) return null;
      // The error's message and stack only: the clinic's data stays out of the log.
      log.error({ err: error }, 'shared booking link not rendered, its loading page sent');
      return null;
    }
  };
  const preload = async (): Promise<void> => {
    try {
      await loadBuild();
    } catch (error) {
      // Each link then sends the build's page and logs why (`render`).
      log.error({ err: error }, 'shared booking renderer not loaded');
    }
  };
  return { render, preload };
}
