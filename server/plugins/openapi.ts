import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PATHS } from '../../src/contract/endpoints';

/** The OpenAPI 3.1 document, generated from the contract's schemas on every route. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'FTC API',
        version: '1.0.0',
        description:
          'The reference implementation of the FTC API (interface §4). Every answer is JSON `{ success, message, results? }`; success is HTTP 200 or 201 with `success: true`. Messages follow `Accept-Language` (English, Spanish; English otherwise).',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get(PATHS.openapi, { schema: { hide: true } }, async () => app.swagger());
}
