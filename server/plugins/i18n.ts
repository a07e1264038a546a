import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type Language,
  languageOf,
  localise,
  type MessageKey,
  type Params,
  translate,
} from '../i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the answer, from `Accept-Language` (English by default). */
    language: Language;
    /** A catalogue message in the request's language. */
    t(key: MessageKey, params?: Params): string;
  }
}

interface Envelope {
  success?: unknown;
  message?: unknown;
  results?: { errors?: { message?: unknown }[] } & Record<string, unknown>;
}

/**
 * Answers in the language the client asks for (`Accept-Language`), English otherwise: the
 * envelope's `message` and each `results.errors[].message` go through the catalogue on the
 * way out, whoever wrote them in English (routes, services, the contract's rules, zod).
 */
export function registerI18n(app: FastifyInstance) {
  app.decorateRequest('language', 'en');
  app.decorateRequest('t', function t(this: FastifyRequest, key: MessageKey, params?: Params) {
    return translate(this.language, key, params);
  });
  app.addHook('onRequest', async (request) => {
    request.language = languageOf(request.headers['accept-language']);
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    const body = payload as Envelope | null;
    if (!body || typeof body !== 'object' || typeof body.message !== 'string') return payload;
    reply.header('Vary', varyWith(reply.getHeader('Vary'), 'Accept-Language'));
    if (request.language === 'en') return payload;
    const errors = Array.isArray(body.results?.errors)
      ? body.results.errors.map((error) =>
          typeof error?.message === 'string'
            ? { ...error, message: localise(request.language, error.message) }
            : error,
        )
      : undefined;
    return {
      ...body,
      message: localise(request.language, body.message),
      ...(errors ? { results: { ...body.results, errors } } : {}),
    };
  });
}

function varyWith(current: unknown, header: string): string {
  const existing =
    typeof current === 'string' ? current : Array.isArray(current) ? current.join(', ') : '';
  if (
    existing
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(header.toLowerCase())
  )
    return existing;
  return existing ? `${existing}, ${header}` : header;
}
