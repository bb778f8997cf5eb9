import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createRepositories } from './composition/repositories';
import type { FileStore } from './integrations/files/file-store';
import { openFileStore } from './integrations/files/open-file-store';
import { createUploadSigner } from './integrations/files/upload-signature';
import type { Mailer } from './integrations/mail/mailer';
import { createOutboxMailer } from './integrations/mail/outbox-mailer';
import { createSmtpMailer } from './integrations/mail/smtp-mailer';
import { createAccountStatus } from './modules/account/account-status';
import { accountRoutes, REGISTER_RATE_LIMIT } from './modules/account/account.routes';
import { createAccountService } from './modules/account/account.service';
import { businessRoutes } from './modules/business/business.routes';
import { createBusinessService } from './modules/business/business.service';
import { createFileUrls } from './modules/files/file-urls';
import { fileRoutes, uploadUrlRoutes } from './modules/files/files.routes';
import { createFilesService } from './modules/files/files.service';
import { healthRoutes } from './modules/health/health.routes';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes';
import { createOnboardingService } from './modules/onboarding/onboarding.service';
import { patientRoutes } from './modules/patients/patients.routes';
import { fhirExportRoutes } from './modules/fhir-export/fhir-export.routes';
import { createFhirExportService } from './modules/fhir-export/fhir-export.service';
import { createPatientService } from './modules/patients/patients.service';
import {
  annotationPhotoRoutes,
  bodyImageFileRoutes,
} from './modules/icd10/annotation-photo.routes';
import { icd10Routes } from './modules/icd10/icd10.routes';
import { visitReportRoutes } from './modules/visit-reports/visit-reports.routes';
import { visitRoutes } from './modules/visits/visits.routes';
import { createVisitService } from './modules/visits/visits.service';
import { emailChangeRoutes, profileRoutes } from './modules/profile/profile.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { createStaffService } from './modules/staff/staff.service';

import { scheduleRoutes } from './modules/schedules/schedules.routes';
import { categoryRoutes, catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { createCatalogueService } from './modules/catalogue/catalogue.service';
import { createScheduleService } from './modules/schedules/schedules.service';
import { reservationEventRoutes } from './modules/reservation-events/reservation-events.routes';
import { createReservationReminderRepository } from './modules/reservation-reminders/reservation-reminders.repository';
import { reservationReminderRoutes } from './modules/reservation-reminders/reservation-reminders.routes';
import { createReservationReminderService } from './modules/reservation-reminders/reservation-reminders.service';
import { createProfileService } from './modules/profile/profile.service';
import { createEmailChangeTokens } from './modules/profile/email-change-token';
import { reservationRoutes } from './modules/reservations/reservations.routes';
import { createReservationService } from './modules/reservations/reservations.service';
import { nextFreeSlotRoutes } from './modules/reservations/next-free-slot.routes';
import { createNextFreeSlotService } from './modules/reservations/next-free-slot.service';
import { reservationWeekRoutes } from './modules/reservations/reservation-week.routes';
import { createReservationWeekService } from './modules/reservations/reservation-week.service';
import { createTimetableAnswers } from './modules/reservations/timetable-answers';
import { paymentRoutes } from './modules/payments/payments.routes';
import { createPaymentService } from './modules/payments/payments.service';
import { cashClosingRoutes } from './modules/cash-closings/cash-closings.routes';
import { createCashClosingService } from './modules/cash-closings/cash-closings.service';
import { paymentHistoryRoutes } from './modules/payment-history/payment-history.routes';
import { createPaymentHistoryService } from './modules/payment-history/payment-history.service';

import { publicBookingRoutes } from './modules/public-booking/public-booking.routes';
import { createPublicBookingService } from './modules/public-booking/public-booking.service';
import { publicClinicSchema } from './modules/public-booking/public-booking-view.schema';
import { createBookingLinks, type BookingLinks } from './modules/public-booking/booking-links';
import { createReservationLinks } from './modules/public-booking/reservation-links';
import {
  createReservationNotices,
  type ReservationNotices,
} from './modules/public-booking/reservation-notices';
import { createReservationTokens } from './modules/public-booking/reservation-token';
import { patientPackageRoutes } from './modules/patient-packages/patient-packages.routes';
import { createPatientPackageService } from './modules/patient-packages/patient-packages.service';
import { createRequestLimitStore } from './modules/request-limits/request-limit-store';
import { createRequestLimitRepository } from './modules/request-limits/request-limits.repository';
import { createSatuSehatClient } from './integrations/satusehat/satusehat-client';
import { createSecretBox } from './integrations/satusehat/secret-box';
import { createSatuSehatRepository } from './modules/satusehat/satusehat.repository';
import { satuSehatRoutes } from './modules/satusehat/satusehat.routes';
import { satuSehatSendRoutes } from './modules/satusehat/satusehat-sends.routes';
import { createSatuSehatSendService } from './modules/satusehat/satusehat-sends.service';
import { createSatuSehatSender } from './modules/satusehat/satusehat-sender';
import { createSendQueue, DEFAULT_SEND_QUEUE_OPTIONS } from './modules/satusehat/send-queue';
import { createSatuSehatService } from './modules/satusehat/satusehat.service';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import errorMappingPlugin, {
  JSON_TOO_DEEP,
  routerErrorHandler,
  sendProblem,
} from './plugins/error-mapping';
import httpCachingPlugin from './plugins/http-caching';
import securityHeadersPlugin from './plugins/security-headers';
import slowRequestsPlugin, { SLOW_REQUEST_MS } from './plugins/slow-requests';
import webAppFilesPlugin from './plugins/web-app-files';
import unstorableTextPlugin from './plugins/unstorable-text';
import tenancyPlugin from './plugins/tenancy';
import { systemClock, type Clock } from './shared/clock';
import { errorForLog } from './shared/error-for-log';
import { TooManyRequestsError } from './shared/errors';
import { withNullableUnionTypes } from './shared/openapi-nullable';
import { createIdTokens } from './shared/id-token';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './shared/json-depth';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Default: SMTP when SMTP_URL is set, else the outbox table plus a log line. */
  mailer?: Mailer;
  /** Default: the S3 bucket of the S3 settings, else local disk under DATA_DIR/files. */
  fileStore?: FileStore;
  now?: Clock;
  /** Fastify's logger option; default pino at LOG_LEVEL. */
  logger?: FastifyServerOptions['logger'];
}

/** Paths that are the API's, never the single-page app's. */
const SERVER_PATHS = /^\/(api2|files|body-images|healthz|readyz)(\/|\?|$)/;

/** The request line without its query: keys and signatures travel in queries and must not be logged. */
const withoutQuery = (url: string) => url.split('?')[0] ?? url;

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.refreshtoken', 'req.headers.cookie'],
      censor: '[redacted]',
    },
    serializers: {
      err: errorForLog,
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: withoutQuery(request.url),
        ip: request.ip,
      }),
    },
  };
}

/** A body the JSON parser refuses, as a 400 that the error mapping translates by its code. */
function bodyError(message: string, code: string): FastifyError {
  const error = new SyntaxError(message) as SyntaxError & Partial<FastifyError>;
  error.statusCode = 400;
  error.code = code;
  return error as FastifyError;
}

export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const now = deps.now ?? systemClock;

  const app = Fastify({
    // Whatever logger a caller passes, requests are logged without queries and secret headers.
    logger:
      deps.logger === false
        ? false
        : {
            ...(loggerOptions(config.logLevel) as object),
            ...(typeof deps.logger === 'object' ? deps.logger : {}),
          },
    // JSON bodies of this API are small; uploads stream past this limit (see files routes).
    bodyLimit: 1024 * 1024,
    forceCloseConnections: true,
    // request.ip (the per-address limits) is the client a listed proxy names, else the peer.
    trustProxy: config.trustedProxies?.length ? config.trustedProxies : false,
    frameworkErrors: routerErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // An empty JSON body reads as "no body", so the schema names what is missing instead of a
  // parser error; malformed JSON and a body nested too deep are 400s with a detail
  // (error-mapping plugin).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      return done(bodyError('JSON body nested too deep', JSON_TOO_DEEP), undefined);
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      done(bodyError('malformed JSON body', 'FST_ERR_CTP_INVALID_JSON_BODY'), undefined);
    }
  });

  await app.register(errorMappingPlugin);
  await app.register(securityHeadersPlugin, { publicUrl: config.publicUrl });
  await app.register(slowRequestsPlugin, { thresholdMs: SLOW_REQUEST_MS });
  await app.register(httpCachingPlugin);
  await app.register(unstorableTextPlugin);
  await app.register(dbPlugin, { database });
  const accountStatus = createAccountStatus(createRepositories(database.db).accounts);
  await app.register(authPlugin, { idTokens: createIdTokens(config.jwtSecret), accountStatus });
  await app.register(tenancyPlugin);
  // Per-IP limits for the routes that name one in their `config.rateLimit` (mail and sign-ups),
  // counted in the database so that they hold across instances.
  await app.register(fastifyRateLimit, {
    global: false,
    store: createRequestLimitStore(createRequestLimitRepository(database.db)),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new TooManyRequestsError(
        'errors.rateLimited',
        { minutes: Math.ceil(seconds / 60) },
        seconds,
      );
    },
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Praktik API',
        description:
          'Clinic management for Indonesian clinics. Errors answer `{ status, title, detail, fieldErrors? }`.',
        version: '0.1.0',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      withNullableUnionTypes(
        'openapiObject' in document ? document.openapiObject : document.swaggerObject,
      ),
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api2/docs',
    // The viewer (a developer's page, no patient data) adds <style> elements of its own; its
    // scripts stay as strict as the app's.
    transformStaticCSP: (header) =>
      header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  });

  const repositories = createRepositories(database.db, database.readDb);
  const mailer =
    deps.mailer ??
    (config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(repositories.outbox, app.log.child({ module: 'mail-outbox' })));
  app.addHook('onClose', async () => mailer.close());
  // The server process's jobs (the reservation reminders) send mail through the same mailer.
  app.decorate('mailer', mailer);
  // A booker's signed links and calendar entry, as the booking and a later change mail them.
  const reservationTokens = createReservationTokens(config.jwtSecret);
  const organizerEmail = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
  // The cancel and confirm pages, signed: the booking's answer, its mails and the reminder job's.
  const bookingLinks = createBookingLinks(reservationTokens, config.appUrl);
  const reservationLinks = createReservationLinks({ pages: bookingLinks, organizerEmail });
  // A booking's mails: its confirmation, a move, a cancel by the clinic, the patient or a hold.
  const reservationNotices = createReservationNotices({
    repositories,
    mailer,
    linksOf: reservationLinks,
    pages: bookingLinks,
    logger: app.log.child({ module: 'reservation-notices' }),
    now,
  });
  app.decorate('reservationNotices', reservationNotices);
  app.decorate('bookingLinks', bookingLinks);

  const idTokens = createIdTokens(config.jwtSecret);
  const fileSigner = createUploadSigner(config.fileSigningSecret);
  const fileUrls = createFileUrls(config.publicUrl, { signer: fileSigner, now });
  const accounts = createAccountService({
    repositories,
    mailer,
    idTokens,
    appUrl: config.appUrl,
    fileUrls,
    logger: app.log.child({ module: 'accounts' }),
    now,
    accountStatus,
  });
  const profile = createProfileService({
    repositories,
    fileUrls,
    mailer,
    emailChangeTokens: createEmailChangeTokens(config.jwtSecret),
    appUrl: config.appUrl,
    now,
    logger: app.log.child({ module: 'profile' }),
  });
  const files = createFilesService({
    store: deps.fileStore ?? (await openFileStore(config)),
    signer: fileSigner,
    publicUrl: config.publicUrl,
    maxUploadBytes: config.maxUploadBytes,
    now,
  });

  // SATUSEHAT (or its stand-in) at the deployment's URL (docs/operations.md, "Configuration"); an
  // unset URL (a stand-in that was not started) reads as a platform that is away. One client for
  // the whole app, so the calls and the send queue share its token cache.
  const satuSehatPlatform = createSatuSehatClient({
    baseUrl: config.satuSehat.baseUrl ?? 'http://127.0.0.1:9',
    ...(config.satuSehat.timeoutMs === undefined ? {} : { timeoutMs: config.satuSehat.timeoutMs }),
    now,
  });
  const satuSehatSecrets = createSecretBox(config.satuSehat.secretKey);
  const satuSehatRepository = createSatuSehatRepository(database.db);
  const satuSehat = createSatuSehatService({
    repository: satuSehatRepository,
    platform: satuSehatPlatform,
    secrets: satuSehatSecrets,
    environment: config.satuSehat.environment,
    now,
  });

  // The visit's sends: written in the visit's transaction, sent by the queue once it committed.
  const sendQueue = createSendQueue({
    database,
    sender: createSatuSehatSender({
      sends: repositories.satuSehatSends,
      integrations: satuSehatRepository,
      platform: satuSehatPlatform,
      secrets: satuSehatSecrets,
      now,
    }),
    sends: repositories.satuSehatSends,
    options: { ...DEFAULT_SEND_QUEUE_OPTIONS, ...config.satuSehat.queue },
    log: app.log.child({ module: 'satusehat-sends' }),
  });
  app.addHook('onReady', async () => {
    // Sends left pending by the last run go again; a failure here never stops the app.
    await sendQueue
      .resume()
      .catch((error: unknown) =>
        app.log.error({ err: error }, 'pending SATUSEHAT sends could not be resumed'),
      );
  });
  app.addHook('onClose', async () => sendQueue.stop());

  await app.register(healthRoutes);
  // Public booking, no token: the API's calls, and the shared booking link's page (web-app-files).
  const publicBooking = createPublicBookingService({
    repositories,
    schedules: createScheduleService(repositories, { now }),
    tokens: reservationTokens,
    linksOf: reservationLinks,
    fileUrls,
    notices: reservationNotices,
    now,
    ...(config.bookingsPerAddressPerHour === undefined
      ? {}
      : { bookingsPerAddressPerHour: config.bookingsPerAddressPerHour }),
  });
  await app.register(
    async (api) => {
      api.get(
        '/openapi.json',
        { schema: { hide: true, response: { 200: z.looseObject({ openapi: z.string() }) } } },
        async () => app.swagger() as { openapi: string },
      );
      await api.register(accountRoutes, {
        accounts,
        ...(config.registerRateLimitMax === undefined
          ? {}
          : { registerRateLimit: { ...REGISTER_RATE_LIMIT, max: config.registerRateLimitMax } }),
      });
      await api.register(emailChangeRoutes, { profile });
      await api.register(onboardingRoutes, {
        onboarding: createOnboardingService(repositories, idTokens),
      });
      await api.register(
        async (dashboard) => {
          // Every dashboard call needs a token and a clinic: until onboarding is done, 403.
          dashboard.addHook('onRequest', app.authenticate);
          dashboard.addHook('onRequest', app.requireTenant);
          await dashboard.register(businessRoutes, {
            business: createBusinessService(repositories, fileUrls),
          });
          await dashboard.register(profileRoutes, { profile });
          await dashboard.register(uploadUrlRoutes, { files });
          await dashboard.register(patientRoutes, { patients: createPatientService(repositories) });
          await dashboard.register(visitRoutes, {
            visits: createVisitService(repositories, { now, fileUrls, sendQueue }),
          });
          await dashboard.register(icd10Routes, { repositories });
          await dashboard.register(annotationPhotoRoutes, { publicUrl: config.publicUrl });
          await dashboard.register(visitReportRoutes, { repositories, now });
          await dashboard.register(fhirExportRoutes, {
            fhirExport: createFhirExportService(repositories, { now }),
          });
          await dashboard.register(staffRoutes, {
            staff: createStaffService(repositories, accounts),
          });
          await dashboard.register(satuSehatRoutes, { satuSehat });
          await dashboard.register(satuSehatSendRoutes, {
            sends: createSatuSehatSendService(repositories, () => sendQueue),
          });
        },
        { prefix: '/dashboard' },
      );
      await api.register(
        async (schedule) => {
          // The spec's scheduling calls, with the dashboard's token and clinic rules.
          schedule.addHook('onRequest', app.authenticate);
          schedule.addHook('onRequest', app.requireTenant);
          await schedule.register(scheduleRoutes, {
            schedules: createScheduleService(repositories, { now }),
          });
        },
        { prefix: '/schedule' },
      );
      await api.register(
        async (reservation) => {
          // The reservation service, with the dashboard's token and clinic rules.
          reservation.addHook('onRequest', app.authenticate);
          reservation.addHook('onRequest', app.requireTenant);
          await reservation.register(reservationRoutes, {
            reservations: createReservationService(repositories, {
              now,
              fileUrls,
              timetableAnswers: createTimetableAnswers(config.timetableCacheBytes),
              sendQueue,
              notices: reservationNotices,
            }),
          });
          await reservation.register(nextFreeSlotRoutes, {
            nextFree: createNextFreeSlotService(repositories, { now }),
          });
          await reservation.register(reservationWeekRoutes, {
            weeks: createReservationWeekService(repositories),
          });
        },
        { prefix: '/reservation/v1' },
      );

      // The clinic's catalogue, under the spec's bases (spec 2 §7), which the app and the published
      // document name: its items and packages on the "pricing" service's, its categories on the
      // payment service's. The module is called catalogue; these paths stay the spec's.
      const catalogue = createCatalogueService(repositories);
      for (const [routes, prefix] of [
        [categoryRoutes, '/payment/v1'],
        [catalogueRoutes, '/pricing/v1'],
      ] as const) {
        await api.register(
          async (scope) => {
            scope.addHook('onRequest', app.authenticate);
            scope.addHook('onRequest', app.requireTenant);
            await scope.register(routes, { catalogue });
          },
          { prefix },
        );
      }
      await api.register(
        async (payment) => {
          // The payment service, with the dashboard's token and clinic rules.
          payment.addHook('onRequest', app.authenticate);
          payment.addHook('onRequest', app.requireTenant);
          await payment.register(paymentRoutes, {
            payments: createPaymentService(repositories, { now }),
          });
        },
        { prefix: '/payment/v1' },
      );
      await api.register(
        async (history) => {
          // The payment history and its exports, beside the payment service's scope.
          history.addHook('onRequest', app.authenticate);
          history.addHook('onRequest', app.requireTenant);
          await history.register(paymentHistoryRoutes, {
            history: createPaymentHistoryService(repositories),
            repositories,
          });
        },
        { prefix: '/payment/v1' },
      );
      await api.register(
        async (closing) => {
          // Closing the day ("tutup kasir"), beside the payment service's scope.
          closing.addHook('onRequest', app.authenticate);
          closing.addHook('onRequest', app.requireTenant);
          await closing.register(cashClosingRoutes, {
            closings: createCashClosingService(repositories, { now }),
          });
        },
        { prefix: '/payment/v1' },
      );

      // The live timetable's events (own plugin: the reservation calls share the prefix).
      await api.register(reservationEventRoutes, {
        prefix: '/reservation/v1',
        database,
        now,
        accountStatus,
      });

      // Public booking, no token (published clinics; a booking by its signed link).
      await api.register(publicBookingRoutes, { booking: publicBooking });

      await api.register(
        async (packages) => {
          // Patients' prepaid packages, with the dashboard's token and clinic rules.
          packages.addHook('onRequest', app.authenticate);
          packages.addHook('onRequest', app.requireTenant);
          await packages.register(patientPackageRoutes, {
            patientPackages: createPatientPackageService(repositories, { now }),
          });
        },
        { prefix: '/packages/v1' },
      );

      await api.register(reservationReminderRoutes, {
        prefix: '/reservation/v1',
        reminders: createReservationReminderService(
          createReservationReminderRepository(database.db),
          { now, sends: repositories.whatsappReminders },
        ),
      });
    },
    { prefix: '/api2' },
  );
  await app.register(fileRoutes, { files });
  await app.register(bodyImageFileRoutes);

  const serveSpa = existsSync(path.join(config.staticDir, 'index.html'));
  if (serveSpa) {
    await app.register(webAppFilesPlugin, {
      root: config.staticDir,
      publicClinic: async (clinicId) =>
        publicClinicSchema.parse(await publicBooking.clinic(clinicId)),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !SERVER_PATHS.test(request.url);
    // The app routes in the browser: any other page path gets its index.html.
    if (serveSpa && isPage) return reply.sendFile('index.html');
    return sendProblem(request, reply, 404, 'errors.routeNotFound', {
      method: request.method,
      url: withoutQuery(request.url),
    });
  });

  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's mailer (SMTP or the outbox), for the server process's jobs. */
    mailer: Mailer;
    /** Online booking, whose cancellation mail the hold-expiry job sends. */
    reservationNotices: ReservationNotices;
    /** The signed pages a booking's mails link to, for the reminder mail job. */
    bookingLinks: BookingLinks;
  }
}
