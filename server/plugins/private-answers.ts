import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is the same whoever asks (public content, served from the content cache with
     * an ETag): its own caching headers stay, credentials or not.
     */
    sameForEveryone?: boolean;
  }
}

/** What a browser or a proxy may keep of an answer about one person: nothing. */
export const PRIVATE_ANSWER = 'private, no-store';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/** A bearer token (or any Authorization) or a cookie: the answer may be about who sent it. */
const carriesCredentials = (request: FastifyRequest) =>
  request.headers.authorization !== undefined || request.headers.cookie !== undefined;

/**
 * `Cache-Control: private, no-store` on every JSON answer to a request that carried
 * credentials (a profile, billing, messages, documents, and the errors about them), so no
 * shared cache and no browser cache keeps it, and a shared computer's back button cannot show
 * it after a logout. Set once here rather than by each route; a route that already said
 * `no-store` keeps its own words, and a route whose answer is the same for everyone
 * (`config.sameForEveryone`) keeps its caching. Anonymous answers are untouched.
 */
export function registerPrivateAnswers(app: FastifyInstance) {
  // Credentials are looked at first: an anonymous request (most of them) costs two reads.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      carriesCredentials(request) &&
      !request.routeOptions.config?.sameForEveryone &&
      JSON_TYPE.test(String(reply.getHeader('content-type') ?? ''))
    ) {
      const own = reply.getHeader('cache-control');
      if (!(typeof own === 'string' && /\bno-store\b/i.test(own)))
        reply.header('cache-control', PRIVATE_ANSWER);
    }
    done(null, payload);
  });
}
