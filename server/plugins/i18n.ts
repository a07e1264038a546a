import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type Language,
  languageOf,
  type Params,
  say,
  type Word,
  type WordKey,
  word,
} from '../i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the answer, from `Accept-Language` (English by default). */
    language: Language;
    /** Catalogue words (a key and its values, or a `Word`) in the request's language. */
    t(words: WordKey | Word, params?: Params): string;
  }
}

/**
 * Answers in the language the client asks for (`Accept-Language`), English otherwise: routes
 * name their words by key through `request.t`, and the error handler renders a problem's words
 * the same way. Nothing is translated by reading English back.
 */
export function registerI18n(app: FastifyInstance) {
  app.decorateRequest('language', 'en');
  app.decorateRequest(
    't',
    function t(this: FastifyRequest, words: WordKey | Word, params?: Params): string {
      const w = typeof words === 'string' ? word(words, params) : words;
      return say(this.language, w);
    },
  );
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = negotiated(request.headers['accept-language']);
    done();
  });
  app.addHook('preSerialization', async (_request, reply, payload) => {
    const body = payload as { message?: unknown } | null;
    if (body && typeof body === 'object' && typeof body.message === 'string')
      reply.header('Vary', varyWith(reply.getHeader('Vary'), 'Accept-Language'));
    return payload;
  });
}

/** Distinct `Accept-Language` values are few (one per browser setting): each is parsed once. */
const NEGOTIATED = new Map<string, Language>();
const NEGOTIATED_MAX = 512;

function negotiated(header: string | string[] | undefined): Language {
  if (header === undefined) return 'en';
  if (typeof header !== 'string') return languageOf(header);
  let language = NEGOTIATED.get(header);
  if (language === undefined) {
    language = languageOf(header);
    // Bounded: a client sending ever new values cannot grow it.
    if (NEGOTIATED.size >= NEGOTIATED_MAX) NEGOTIATED.clear();
    NEGOTIATED.set(header, language);
  }
  return language;
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
