import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { ApiProblem, badRequest } from '../errors';
import { postgresInputProblem, unstorableText } from '../input-safety';

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

/**
 * The error envelope of interface §4 for every failure: an `ApiProblem` as it is, validation
 * problems per field, the body limit, and a plain 500 that never shows a stack. Also refuses,
 * once for every route, strings PostgreSQL cannot store (NUL) or that are not text (lone
 * surrogates), in the body, query and path alike.
 */
export function registerErrors(app: FastifyInstance, config: Config) {
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
    if (databaseUnavailable(error)) {
      // The database is restarting or out of reach: nothing was done, the client may retry.
      request.log.warn({ code: (error as { code?: string }).code }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ success: false, message: DATABASE_UNAVAILABLE });
    }
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
}

export const DATABASE_UNAVAILABLE =
  'The service is briefly unavailable: our database is not answering. Please try again in a minute.';

/** PostgreSQL classes 08 (connection), 57P (shutting down, cannot connect now), 53300 (too many
 * connections), and the driver's own words for a refused, lost or timed-out connection. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '53300']);
export function databaseUnavailable(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^(08|57P)/.test(code)))
    return true;
  return (
    typeof message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|the database system is (starting up|shutting down)/i.test(
      message,
    )
  );
}

/** Without the built site, an unknown path is a JSON 404 (the static site has its own). */
export function registerJsonNotFound(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      success: false,
      message: `There is no ${request.method} ${request.url.split('?')[0]}.`,
    }),
  );
}
