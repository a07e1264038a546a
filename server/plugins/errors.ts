import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { ApiProblem, badRequest, type FieldProblem } from '../errors';
import { isWord, validationWord, type Word, word } from '../i18n';
import { postgresInputProblem, unstorableText } from '../input-safety';

/** Words of a validation issue, or the text as it is when it is not words we know. */
type IssueWords = Word | string;

function validationWords(error: FastifyError): {
  message: IssueWords;
  errors: { field: string; message: IssueWords }[];
} {
  const issues = (error.validation ?? []).map((issue) => ({
    field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
    text: issue.message ?? 'errors.invalidValue',
  }));
  const errors = issues.map(({ field, text }) => ({ field, message: validationWord(text) }));
  const first = issues[0];
  if (!first || (first.field === '' && /expected object/i.test(first.text))) {
    return { message: word('errors.bodyNotObject'), errors };
  }
  const problem = errors[0]?.message ?? first.text;
  // Zod's own generic texts name no field: say which one.
  if (/^Invalid input|^Too (big|small)|^Invalid option/.test(first.text)) {
    return {
      message: word('errors.checkField', { field: first.field || 'body', problem }),
      errors,
    };
  }
  return { message: problem, errors };
}

/** Words in the request's language; a text that is not words goes out as it is. */
function render(request: FastifyRequest, words: IssueWords): string {
  return typeof words === 'string' ? words : request.t(words);
}

/** `results` of a problem with each `errors[].message` in the request's language. */
function renderResults(request: FastifyRequest, results: ApiProblem['results']) {
  const errors = (results as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(errors)) return results;
  return {
    ...results,
    errors: errors.map((error: FieldProblem) =>
      isWord(error.message) ? { ...error, message: request.t(error.message) } : error,
    ),
  };
}

/**
 * The error envelope of interface §4 for every failure, its words in the request's language:
 * an `ApiProblem` as it is, validation problems per field, the body limit, and a plain 500 that
 * never shows a stack. Also refuses, once for every route, strings PostgreSQL cannot store (NUL)
 * or that are not text (lone surrogates), in the body, query and path alike.
 */
export function registerErrors(app: FastifyInstance, config: Config) {
  app.addHook('preValidation', (request, _reply, done) => {
    const bad =
      unstorableText(request.params, 'path') ??
      unstorableText(request.query, 'query') ??
      unstorableText(request.body, '');
    if (bad === undefined) {
      done();
      return;
    }
    const message = word('errors.checkField', {
      field: bad || 'body',
      problem: word('errors.badCharacter'),
    });
    done(badRequest(message, { errors: [{ field: bad, message }] }));
  });

  app.setErrorHandler((error: FastifyError | ApiProblem, request, reply) => {
    if (error instanceof ApiProblem) {
      reply.headers(error.headers);
      const results = renderResults(request, error.results);
      return reply.code(error.statusCode).send({
        success: false,
        message: request.t(error.word),
        ...(results === undefined ? {} : { results }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const { message, errors } = validationWords(error as FastifyError);
      return reply.code(400).send({
        success: false,
        message: render(request, message),
        results: {
          errors: errors.map((e) => ({ field: e.field, message: render(request, e.message) })),
        },
      });
    }
    const textProblem = postgresInputProblem(error);
    if (textProblem)
      return reply.code(400).send({ success: false, message: request.t(textProblem) });
    if (databaseUnavailable(error)) {
      // The database is restarting or out of reach: nothing was done, the client may retry.
      request.log.warn({ code: (error as { code?: string }).code }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ success: false, message: request.t('errors.databaseUnavailable') });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 413) {
      return reply.code(413).send({
        success: false,
        message: request.t('errors.tooLarge', {
          kilobytes: Math.round(config.bodyLimit / 1024),
        }),
      });
    }
    if (status === 415) {
      return reply.code(415).send({ success: false, message: request.t('errors.sendJson') });
    }
    if (status === 429) {
      return reply.code(429).send({ success: false, message: error.message });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own words for other client errors go out as they are.
      const message =
        (error as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        /JSON/i.test(error.message)
          ? request.t('errors.invalidJson')
          : error.message;
      return reply.code(status).send({ success: false, message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ success: false, message: request.t('errors.internal') });
  });
}

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
      message: request.t('errors.noRoute', {
        method: request.method,
        path: request.url.split('?')[0] ?? '',
      }),
    }),
  );
}
