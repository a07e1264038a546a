import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { type AccountType, PATHS } from '../../src/contract/endpoints';

/**
 * Every tag an operation may carry, with what it groups (interface §12: tags declared). A route
 * whose tag is missing here fails server/test/openapi-document.test.ts: add the tag here.
 */
export const API_TAGS = [
  ['Parents (users)', 'Sign-up, login and profile of parents (account type `user`).'],
  [
    'Caregivers (service providers)',
    'Sign-up, login and profile of caregivers (account type `service_provider`).',
  ],
  ['Mobile verification', 'Codes sent by SMS to verify a mobile number.'],
  ['Account', "Tokens, logout and the member's own account."],
  ['Password reset', 'Forgotten and changed passwords.'],
  ['Account settings', 'Name, email and mobile changes of a member.'],
  ['Sessions', "A member's logins, and ending them."],
  ['Your data', "Exporting a member's data, deleting and restoring an account."],
  ['Content', 'FAQs, how it works, videos, static pages, blog and promotions shown on the site.'],
  ['Newsletter', 'Double opt-in newsletter sign-up.'],
  ['Forms', "The site's request forms (FTC Connect, concierge, demo, contact)."],
  ['Caregivers', "Searching published caregiver profiles and a caregiver's own profile."],
  ['Photos', 'Profile photos and the stored pictures under `/media/`.'],
  ['Documents', 'Documents a member uploads for staff review.'],
  ['Favourites', 'Caregivers a parent saved.'],
  ['Reviews', 'Reviews of hired caregivers and their replies.'],
  ['Jobs', 'Jobs parents post and caregivers apply to.'],
  ['Bookings', 'Dated blocks of care after the hire: requests, answers, cancels, hours.'],
  ['Conversations', 'Messages between parents and caregivers.'],
  ['Stream', 'Live events over Server-Sent Events.'],
  ['Subscriptions', 'Plans, promo codes and buying a plan.'],
  ['Checkout', 'The state of an order after checkout.'],
  ['Billing', "A member's plan, card on file, renewals and receipts."],
  ['Payments', 'Webhooks of the payment provider.'],
  ['Admin', "The operators' desk: accounts, documents, money, reports, content (staff only)."],
  ['Development', 'Development helpers (never in production): the outbox and the server clock.'],
] as const satisfies readonly (readonly [string, string])[];

/**
 * The member part of an operationId of a route registered once per account type
 * (`logInParent`, `logInCaregiver`), so both operations keep distinct, stable names.
 */
export const operationMember = (type: AccountType) => (type === 'user' ? 'Parent' : 'Caregiver');

/**
 * The success answers of the operations that answer something other than JSON (a file, a
 * stream): their routes declare only their JSON errors, since a response schema would serialise.
 */
const NON_JSON_SUCCESS: Record<string, { type: string; description: string }> = {
  getMedia: { type: 'image/*', description: 'The picture (WebP or JPEG), immutable.' },
  adminGetDocumentFile: {
    type: 'application/octet-stream',
    description: 'The uploaded file with its detected content type (PDF, JPEG or PNG).',
  },
  openStream: { type: 'text/event-stream', description: 'The event stream (Server-Sent Events).' },
};

/**
 * What the schemas cannot say: the success answers of NON_JSON_SUCCESS, and the wildcard of
 * `/media/*` named `key` (OpenAPI has no `{*}` parameter).
 */
interface Operation {
  operationId?: string;
  responses?: Record<string, unknown>;
  parameters?: { name: string; description?: string }[];
}

export function finishDocument<T extends { paths?: object }>(document: T): T {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const [path, operations] of Object.entries(
    (document.paths ?? {}) as Record<string, Record<string, Operation>>,
  )) {
    const wildcard = path.includes('{*}');
    for (const operation of Object.values(operations)) {
      const success = NON_JSON_SUCCESS[operation?.operationId ?? ''];
      if (success) {
        operation.responses = {
          200: {
            description: success.description,
            content: { [success.type]: { schema: { type: 'string', format: 'binary' } } },
          },
          ...operation.responses,
        };
      }
      if (wildcard) {
        for (const parameter of operation.parameters ?? []) {
          if (parameter.name === '*') {
            parameter.name = 'key';
            parameter.description =
              'The stored key after the prefix (e.g. `photos/<hash>-256.webp`).';
          }
        }
      }
    }
    paths[wildcard ? path.replace('{*}', '{key}') : path] = operations;
  }
  return { ...document, paths };
}

/** The OpenAPI 3.1 document, generated from the contract's schemas on every route. */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'FTC API',
        version: '1.0.0',
        description:
          'The reference implementation of the FTC API (interface §4). Every answer is JSON `{ success, message, results? }`; success is HTTP 200 or 201 with `success: true`. Messages follow `Accept-Language` (English, Spanish; English otherwise). Every operation has a stable `operationId` for generated clients (see the README, "A typed client").',
        contact: { name: 'FTC partner support', url: `${publicUrl}/contact-us` },
      },
      servers: [{ url: publicUrl, description: 'This server (its PUBLIC_URL)' }],
      tags: API_TAGS.map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (input) =>
      finishDocument('openapiObject' in input ? input.openapiObject : input.swaggerObject),
  });
  app.get(PATHS.openapi, { schema: { hide: true } }, async () => app.swagger());
}
