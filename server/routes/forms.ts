import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ErrorEnvelope, envelope } from '../../src/contract/common';
import { PATHS } from '../../src/contract/endpoints';
import {
  ConciergeForm,
  ConnectForm,
  ContactForm,
  DemoRequestForm,
  FormResults,
} from '../../src/contract/forms';
import { tooManyRequests } from '../errors';
import type { WordKey } from '../i18n';
import type { FormName } from '../services/form-forwarder';

interface SiteForm {
  path: string;
  form: FormName;
  body: z.ZodType<Record<string, unknown> & { email: string }>;
  /** The OpenAPI operationId of its route. */
  operationId: string;
  summary: string;
  thanks: WordKey;
}

const FORMS: SiteForm[] = [
  {
    path: PATHS.forms('connect'),
    form: 'connect',
    body: ConnectForm,
    operationId: 'submitConnectForm',
    summary: 'FTC Connect: ask us to find a caregiver',
    thanks: 'forms.thanksConnect',
  },
  {
    path: PATHS.forms('concierge'),
    form: 'concierge',
    body: ConciergeForm,
    operationId: 'submitConciergeForm',
    summary: 'Concierge: ask for a caregiver search done for you',
    thanks: 'forms.thanksConcierge',
  },
  {
    path: PATHS.forms('demo-request'),
    form: 'demo_request',
    body: DemoRequestForm,
    operationId: 'submitDemoRequestForm',
    summary: 'Request a demo for an organization',
    thanks: 'forms.thanksDemo',
  },
  {
    path: PATHS.forms('contact'),
    form: 'contact',
    body: ContactForm,
    operationId: 'submitContactForm',
    summary: 'Contact us',
    thanks: 'forms.thanksContact',
  },
];

/**
 * The site's forms (connect, concierge, demo request, contact): validated, stored in
 * form_submissions, and sent on to FORMS_FORWARD_URL when it is set. Public; limited per
 * client address across the four forms.
 */
export const formRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx } = instance;
  const { limits } = ctx.config;

  for (const { path, form, body, operationId, summary, thanks } of FORMS) {
    app.post(
      path,
      {
        config: { rateLimit: { max: limits.clientPerMinute, timeWindow: 60_000 } },
        schema: {
          tags: ['Forms'],
          operationId,
          summary,
          description: `Stored, and sent on to the team. At most ${limits.formsPerHour} submissions per hour from one client address (all forms together): more answer 429 with \`Retry-After\`.`,
          body,
          response: {
            201: envelope(FormResults),
            400: ErrorEnvelope,
            429: ErrorEnvelope,
          },
        },
      },
      async (request, reply) => {
        const ipKey = `forms:ip:${request.ip}`;
        const wait = await ctx.limiter.take(ipKey, limits.formsPerHour, 3600);
        if (wait > 0) throw tooManyRequests(wait, 'forms.tooMany');

        const payload = Object.fromEntries(
          Object.entries(request.body).filter(([, value]) => value !== undefined && value !== null),
        );
        const id = await ctx.forms.store(form, payload, request.body.email, request.ip);
        // Sent on after answering: the person never waits for, nor sees, the outside service.
        void ctx.formForwarder.forward(form, { id, ...payload }).catch((error: unknown) => {
          request.log.warn({ err: error }, `forwarding a ${form} form failed`);
        });
        reply.code(201);
        return { success: true, message: request.t(thanks), results: { id } };
      },
    );
  }
};
