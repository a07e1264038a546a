import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { Config } from './config';
import { type AppContext, createContext } from './context';
import { ApiProblem, badRequest, tooManyRequests } from './errors';
import { postgresInputProblem, requestForLog, unstorableText } from './input-safety';
import { registerStaticSite } from './plugins/static-site';
import { authRoutes } from './routes/auth';
import { contentRoutes } from './routes/content';
import { devRoutes } from './routes/dev';
import { documentRoutes } from './routes/documents';
import { formRoutes } from './routes/forms';
import { newsletterRoutes } from './routes/newsletter';
import { subscriptionRoutes } from './routes/subscriptions';
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

const INTERNAL_ERROR = 'Something went wrong on our side. Please try again in a moment.';

function validationMessage(error: FastifyError): {
  message: string;
  errors: { field: string; message: string }[];
} {
  const issues = (error.validation ?? []).map((issue) => ({
    field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
    message: issue.message ?? 'Invalid value.',
  }));
  const first = issues[0];
  if (!first || (first.field === '' && /expected object/i.test(first.message))) {
    return { message: 'The request body must be a JSON object.', errors: issues };
  }
  if (/^Invalid input|^Too (big|small)|^Invalid option/.test(first.message)) {
    return {
      message: `Please check the field "${first.field || 'body'}": ${first.message}`,
      errors: issues,
    };
  }
  return { message: first.message, errors: issues };
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
    ajv: { customOptions: { removeAdditional: false } },
  });
  app.setValidatorCompiler(validatorCompiler);
  // Strings PostgreSQL cannot store (NUL) or that are not text (lone surrogates) are refused
  // once here, for every route, body, query and path alike.
  app.addHook('preValidation', async (request) => {
    const bad =
      unstorableText(request.params, 'path') ??
      unstorableText(request.query, 'query') ??
      unstorableText(request.body, '');
    if (bad !== undefined) {
      const message = `Please check the field "${bad || 'body'}": it holds a character we cannot accept (a NUL byte or a broken character).`;
      throw badRequest(message, { errors: [{ field: bad, message }] });
    }
  });
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

  await app.register(helmet, {
    global: true,
    hsts: config.production,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'https://i.ytimg.com'],
        'frame-src': ['https://www.youtube-nocookie.com'],
        'connect-src': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
  });

  const ownOrigin = new URL(config.publicUrl).origin;
  await app.register(cors, {
    origin: (origin, callback) => {
      if (
        !origin ||
        config.corsOrigins === '*' ||
        origin === ownOrigin ||
        config.corsOrigins.includes(origin)
      ) {
        callback(null, true);
        return;
      }
      callback(null, false);
    },
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });

  // gzip for JSON answers and the site's files (brotli costs too much CPU per request).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'FTC API',
        version: '1.0.0',
        description:
          'The reference implementation of the FTC API (interface §4). Every answer is JSON `{ success, message, results? }`; success is HTTP 200 or 201 with `success: true`.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });

  app.setErrorHandler((error: FastifyError | ApiProblem, request, reply) => {
    if (error instanceof ApiProblem) {
      reply.headers(error.headers);
      return reply.code(error.statusCode).send({
        success: false,
        message: error.message,
        ...(error.results === undefined ? {} : { results: error.results }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const { message, errors } = validationMessage(error as FastifyError);
      return reply.code(400).send({ success: false, message, results: { errors } });
    }
    const textProblem = postgresInputProblem(error);
    if (textProblem) return reply.code(400).send({ success: false, message: textProblem });
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 413) {
      return reply.code(413).send({
        success: false,
        message: `The request is too large. The limit is ${Math.round(config.bodyLimit / 1024)} kB.`,
      });
    }
    if (status === 415) {
      return reply.code(415).send({
        success: false,
        message: 'Send the request body as JSON (Content-Type: application/json).',
      });
    }
    if (status === 429) {
      return reply.code(429).send({ success: false, message: error.message });
    }
    if (status >= 400 && status < 500) {
      const message =
        (error as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        /JSON/i.test(error.message)
          ? 'The request body is not valid JSON.'
          : error.message;
      return reply.code(status).send({ success: false, message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ success: false, message: INTERNAL_ERROR });
  });

  app.get('/v1/health', { schema: { hide: true } }, async () => ({ success: true, message: 'ok' }));
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(authRoutes, { prefix: '/v1/user', type: 'user', profilePath: '' });
  await app.register(authRoutes, {
    prefix: '/v1/service-provider',
    type: 'service_provider',
    profilePath: '/profile',
  });
  await app.register(contentRoutes);
  await app.register(newsletterRoutes);
  await app.register(subscriptionRoutes);
  await app.register(documentRoutes);
  await app.register(formRoutes);
  if (config.devOutbox) await app.register(devRoutes);

  if (config.staticRoot) {
    await registerStaticSite(app, config.staticRoot);
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({
        success: false,
        message: `There is no ${request.method} ${request.url.split('?')[0]}.`,
      }),
    );
  }
  return app;
}
