import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import { CaregiverDetail } from '../src/contract/caregivers';
import { ACCOUNT_PREFIX, PATHS, PROFILE_ROUTE } from '../src/contract/endpoints';
import type { Config } from './config';
import { type AppContext, createContext } from './context';
import { requestForLog } from './input-safety';
import { registerCompression } from './plugins/compress';
import { registerCors } from './plugins/cors';
import { registerErrors, registerJsonNotFound } from './plugins/errors';
import { registerHealth } from './plugins/health';
import { registerI18n } from './plugins/i18n';
import { registerOpenApi } from './plugins/openapi';
import { registerPrivateAnswers } from './plugins/private-answers';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticSite } from './plugins/static-site';
import { accountSettingsRoutes } from './routes/account-settings';
import { adminRoutes } from './routes/admin';
import { adminAccountRoutes } from './routes/admin-accounts';
import { adminContentRoutes } from './routes/admin-content';
import { adminMoneyRoutes } from './routes/admin-money';
import { adminReportRoutes } from './routes/admin-reports';
import { authRoutes } from './routes/auth';
import { billingRoutes } from './routes/billing';
import { bookingCalendarRoutes } from './routes/booking-calendar';
import { bookingRoutes } from './routes/bookings';
import { caregiverRoutes } from './routes/caregivers';
import { checkoutRoutes } from './routes/checkout';
import { contentRoutes } from './routes/content';
import { conversationRoutes } from './routes/conversations';
import { devRoutes } from './routes/dev';
import { documentRoutes } from './routes/documents';
import { favouriteRoutes } from './routes/favourites';
import { formRoutes } from './routes/forms';
import { jobRoutes } from './routes/jobs';
import { newsletterRoutes } from './routes/newsletter';
import { photoRoutes } from './routes/photos';
import { reportRoutes } from './routes/reports';
import { reviewRoutes } from './routes/reviews';
import { sessionsAndNotificationsRoutes } from './routes/sessions-and-notifications';
import { streamRoutes } from './routes/stream';
import { stripeWebhookRoutes } from './routes/stripe-webhook';
import { subscriptionRoutes } from './routes/subscriptions';
import { yourDataRoutes } from './routes/your-data';
import type { FileStorage } from './services/file-storage';
import type { FormForwarder } from './services/form-forwarder';
import type { PaymentProvider } from './services/payments';
import type { EmailTransport, SmsTransport } from './services/transports';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export interface BuildOptions {
  config: Config;
  pool: pg.Pool;
  /** Replaces the transports chosen from SMTP_URL and SMS_PROVIDER_URL (tests, other providers). */
  transports?: { sms: SmsTransport; email: EmailTransport };
  /** Replaces the sandbox payment provider (tests, production). */
  payments?: PaymentProvider;
  /** Replaces the disk storage of uploaded documents (tests, an object store in production). */
  files?: FileStorage;
  /** Replaces the forwarding of site forms to FORMS_FORWARD_URL (tests, another service). */
  formForwarder?: FormForwarder;
  /** false: no log; a stream: the log goes there (tests read it); true: stdout. */
  logger?: boolean | { write(line: string): void };
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The incoming X-Request-ID when it is a plain token of at most 128 characters, else a UUID. */
export function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }) {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** The API as a Fastify app, without listening: tests inject requests into it. */
export async function buildApp({
  config,
  pool,
  transports,
  payments,
  files,
  formForwarder,
  logger = true,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          redact: ['req.headers.authorization', 'req.headers.cookie'],
          serializers: { req: requestForLog },
          ...(typeof logger === 'object' ? { stream: logger } : {}),
        }
      : false,
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    // Structured logs carry a request id: the balancer's X-Request-ID when it sends a sane one
    // (so one request can be followed from HAProxy to the instance), else a fresh UUID.
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    genReqId: requestIdOf,
    ajv: { customOptions: { removeAdditional: false } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx = await createContext({
    config,
    pool,
    transports,
    payments,
    files,
    formForwarder,
    log: (message) => app.log.info(message),
    warn: (message) => app.log.warn(message),
    error: (message) => app.log.error(message),
  });
  app.decorate('ctx', ctx);
  // The server's clock: the offset the database holds, and every tick after, on any instance.
  try {
    await ctx.clock.follow(pool, ctx.notifications);
  } catch (error) {
    app.log.warn(`the server's clock cannot follow ticks (${(error as Error).message})`);
  }
  app.addHook('onClose', () => ctx.clock.close());
  // Account notices promised after an answer go out before the pool closes.
  app.addHook('onClose', () => ctx.accountNotices.idle());
  app.addHook('onClose', () => ctx.yourData.idle());
  app.addHook('onClose', () => ctx.conversations.idle());
  // Background jobs (server/background): the workers start once the app is ready and stop when it
  // closes, after the last request, finishing the jobs in flight.
  const { background } = ctx;
  if (background) {
    app.addHook('onReady', () => background.start(ctx));
    app.addHook('onClose', () => background.stop());
  }

  // Hooks on every request take `done` rather than being async: no promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  registerErrors(app, config);
  registerI18n(app);
  await registerSecurityHeaders(app, config);
  registerPrivateAnswers(app);
  await registerCors(app, config);
  await registerCompression(app);
  await registerRateLimit(app, pool);
  await registerOpenApi(app, config.publicUrl);

  app.get(PATHS.health, { schema: { hide: true } }, async () => ({ success: true, message: 'ok' }));
  await registerHealth(app);
  for (const type of ['user', 'service_provider'] as const) {
    await app.register(authRoutes, {
      prefix: ACCOUNT_PREFIX[type],
      type,
      profilePath: PROFILE_ROUTE[type],
    });
  }
  await app.register(contentRoutes);
  await app.register(caregiverRoutes);
  await app.register(bookingCalendarRoutes);
  await app.register(newsletterRoutes);
  await app.register(subscriptionRoutes);
  await app.register(checkoutRoutes);
  await app.register(billingRoutes);
  await app.register(accountSettingsRoutes);
  await app.register(sessionsAndNotificationsRoutes);
  await app.register(yourDataRoutes);
  await app.register(stripeWebhookRoutes);
  await app.register(documentRoutes);
  await app.register(photoRoutes);
  await app.register(formRoutes);
  await app.register(favouriteRoutes);
  await app.register(reviewRoutes);
  await app.register(jobRoutes);
  await app.register(bookingRoutes);
  await app.register(conversationRoutes);
  await app.register(streamRoutes);
  await app.register(adminRoutes);
  await app.register(adminAccountRoutes);
  await app.register(adminMoneyRoutes);
  await app.register(reportRoutes);
  await app.register(adminReportRoutes);
  await app.register(adminContentRoutes);
  if (config.devOutbox) await app.register(devRoutes);

  if (config.staticRoot) {
    await registerStaticSite(app, config.staticRoot, {
      widgetsArchive: config.widgetsArchive,
      // A profile page comes rendered with the answer `GET /v1/caregivers/{id}` gives (issue 24).
      profile: async (id) => {
        const found = await ctx.caregivers.detail(id);
        return found && z.encode(CaregiverDetail, found);
      },
    });
  } else registerJsonNotFound(app);
  return app;
}
