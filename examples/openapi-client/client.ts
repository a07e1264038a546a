// A partner's typed client of the FTC API: types generated from the OpenAPI document with
// openapi-typescript (schema.d.ts), calls made with openapi-fetch. Paths, query parameters and
// answers are checked by TypeScript: a misspelt path or a wrong parameter type does not compile.
import createClient from 'openapi-fetch';
import type { paths } from './schema';

export type FtcClient = ReturnType<typeof ftcClient>;

/** A client of the FTC API at `baseUrl` (e.g. `https://api.example.com`), in `language`. */
export function ftcClient(baseUrl: string, language = 'en') {
  return createClient<paths>({ baseUrl, headers: { 'Accept-Language': language } });
}

/** Every answer is `{ success, message, results? }`; a 4xx carries a human-readable `message`. */
class FtcError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The parents' FAQs (operation `listParentFaqs`). */
export async function parentFaqs(client: FtcClient) {
  const { data, response } = await client.GET('/v1/users/faqs');
  const { status } = response;
  if (!data) throw new FtcError(status, 'the FAQs could not be loaded');
  return data.results;
}

/** Published caregivers near a US ZIP code, nearest first (operation `searchCaregivers`). */
export async function caregiversNear(client: FtcClient, zip: string, pageSize = 10) {
  const { data, error, response } = await client.GET('/v1/caregivers', {
    params: { query: { near: zip, sort: 'distance', page_size: pageSize } },
  });
  const { status } = response;
  if (error) throw new FtcError(status, error.message); // e.g. 400 naming `near`
  if (!data) throw new FtcError(status, 'no answer');
  return data.results;
}
