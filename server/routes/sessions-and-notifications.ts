import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorEnvelope, envelope, errorResponses } from '../../src/contract/common';
import { ACCOUNT_PATHS, ROUTES } from '../../src/contract/endpoints';
import {
  EndOthersResults,
  NotificationSettings,
  SessionList,
  SessionParams,
  UnsubscribeParams,
} from '../../src/contract/sessions-and-notifications';
import { notFound } from '../errors';
import { operationMember as member } from '../plugins/openapi';
import type { AccountType } from '../services/tokens';
import { AUDIENCES, accountLabel as label, requireLogin } from '../session-guard';
import { unsubscribePage } from '../views/unsubscribe';

const errors = errorResponses(400, 401, 403, 404, 429);

/**
 * A member's sessions and notification settings (interface §9 "Account"), and the one-click
 * unsubscribe URL of every non-transactional email (RFC 8058). Rules and SQL are
 * services/logins.ts and services/notification-settings.ts.
 */
export const sessionsAndNotificationsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx } = instance;
  const { limits, publicUrl } = ctx.config;
  const limited = { rateLimit: { max: limits.clientPerMinute, timeWindow: 60_000 } };
  const login = (request: FastifyRequest, type: AccountType) => requireLogin(ctx, request, type);

  // RFC 8058: a mail client posts `List-Unsubscribe=One-Click` as a form (urlencoded or
  // multipart); the token in the path says everything, so the body is read and dropped.
  instance.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, _body, done) => done(null, {}),
  );

  for (const { prefix, type } of AUDIENCES) {
    const who = label(type);

    app.get(
      `${prefix}${ROUTES.sessionsUnderPrefix}`,
      {
        schema: {
          tags: ['Account'],
          operationId: `list${member(type)}Sessions`,
          summary: `A ${who}'s sessions (logins)`,
          description:
            'Every live login: the device in words from its User-Agent, when it was made and last used, and whether it is this device (listed first).',
          security: [{ bearer: [] }],
          response: { 200: envelope(SessionList), ...errors },
        },
      },
      async (request) => {
        const { account, family } = await login(request, type);
        return {
          success: true,
          message: request.t('sessionsList.loaded'),
          results: await ctx.logins.list(account.id, family, request.language),
        };
      },
    );

    app.post(
      `${prefix}${ROUTES.endOtherSessionsUnderPrefix}`,
      {
        config: limited,
        schema: {
          tags: ['Account'],
          operationId: `end${member(type)}OtherSessions`,
          summary: `End every other session of a ${who}`,
          description:
            "Every login but this device's ends: their access tokens are refused at once and their streams close, on every instance.",
          security: [{ bearer: [] }],
          response: { 200: envelope(EndOthersResults), ...errors },
        },
      },
      async (request) => {
        const { account, family } = await login(request, type);
        const ended = await ctx.logins.endOthers(account.id, family);
        return {
          success: true,
          message: request.t('sessionsList.endedOthers', { count: String(ended) }),
          results: { ended },
        };
      },
    );

    app.delete(
      `${prefix}${ROUTES.sessionUnderPrefix}`,
      {
        config: limited,
        schema: {
          tags: ['Account'],
          operationId: `end${member(type)}Session`,
          summary: `End one session of a ${who}`,
          description:
            "Its access tokens are refused at once and its streams close, on every instance. Another member's session, or one already ended: 404. Ending this device's session logs it out.",
          security: [{ bearer: [] }],
          params: SessionParams,
          response: { 200: envelope(), ...errors },
        },
      },
      async (request) => {
        const { account } = await login(request, type);
        if (!(await ctx.logins.end(account.id, request.params.id)))
          throw notFound('sessionsList.notFound');
        return { success: true, message: request.t('sessionsList.ended') };
      },
    );

    app.get(
      `${prefix}${ROUTES.notificationSettingsUnderPrefix}`,
      {
        schema: {
          tags: ['Account'],
          operationId: `get${member(type)}NotificationSettings`,
          summary: `A ${who}'s notification settings`,
          description:
            'Which kinds of email (and text) the member wants. Receipts, codes, security and legal notices are always sent.',
          security: [{ bearer: [] }],
          response: { 200: envelope(NotificationSettings), ...errors },
        },
      },
      async (request) => {
        const { account } = await login(request, type);
        return {
          success: true,
          message: request.t('notifications.loaded'),
          results: await ctx.notificationSettings.get(account.id),
        };
      },
    );

    app.put(
      `${prefix}${ROUTES.notificationSettingsUnderPrefix}`,
      {
        config: limited,
        schema: {
          tags: ['Account'],
          operationId: `update${member(type)}NotificationSettings`,
          summary: `Save a ${who}'s notification settings`,
          description:
            'Every kind is given (booleans). Turning a kind back on makes every unsubscribe link sent before void.',
          security: [{ bearer: [] }],
          body: NotificationSettings,
          response: { 200: envelope(NotificationSettings), ...errors },
        },
      },
      async (request) => {
        const { account } = await login(request, type);
        return {
          success: true,
          message: request.t('notifications.saved'),
          results: await ctx.notificationSettings.put(account.id, request.body),
        };
      },
    );
  }

  const wantsPage = (request: FastifyRequest) =>
    (request.headers.accept ?? '').includes('text/html');
  const page = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);

  app.get(
    ROUTES.unsubscribe,
    {
      schema: {
        tags: ['Account'],
        operationId: 'getUnsubscribePage',
        summary: 'The page of a one-click unsubscribe link',
        description:
          'A small page with a button that posts to the same URL (RFC 8058: opening the link changes nothing).',
        params: UnsubscribeParams,
      },
    },
    async (request, reply) => {
      const action = ACCOUNT_PATHS.unsubscribe(request.params.token);
      return page(reply, 200, unsubscribePage(request.language, 'confirm', action, publicUrl));
    },
  );

  app.post(
    ROUTES.unsubscribe,
    {
      config: limited,
      schema: {
        tags: ['Account'],
        operationId: 'unsubscribeOneClick',
        summary: 'One-click unsubscribe (RFC 8058)',
        description:
          'Without a session: the kind of email the signed token names is turned off. A forged token, or one sent before the kind was turned back on, does nothing (404). A browser (Accept: text/html) gets a page.',
        params: UnsubscribeParams,
        response: { 200: envelope(), 404: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const done = await ctx.notificationSettings.unsubscribe(request.params.token);
      if (wantsPage(request)) {
        const action = ACCOUNT_PATHS.unsubscribe(request.params.token);
        return page(
          reply,
          done ? 200 : 404,
          unsubscribePage(request.language, done ? 'done' : 'invalid', action, publicUrl),
        );
      }
      if (!done) throw notFound('notifications.linkInvalid');
      return { success: true, message: request.t('notifications.unsubscribed') };
    },
  );
};
