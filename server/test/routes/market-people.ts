import { ensureAdminAccount } from '../../services/admin-account';
import { parentForm, signUpAndVerify, type TestApp } from '../harness';
import { field, file, multipart, PNG } from '../multipart';

// The people of the market tests (favourites, reviews, admin): parents, caregivers with a
// published profile, the admin. Profiles are written as rows: the profile editor is another
// area's route.

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let counter = 0;

export async function parent(t: TestApp, fullName = 'Ana Parent') {
  return signUpAndVerify(t, '/v1/user', parentForm({ full_name: fullName }));
}

/** A caregiver account and, unless `profile: false`, its caregiver profile (published unless told). */
export async function caregiver(
  t: TestApp,
  options: { firstName?: string; published?: boolean; profile?: boolean } = {},
) {
  counter += 1;
  const firstName = options.firstName ?? `Bea${counter}`;
  const session = await signUpAndVerify(
    t,
    '/v1/service-provider',
    parentForm({ full_name: `${firstName} Carer` }),
  );
  let profileId = 0;
  if (options.profile !== false) {
    const { rows } = await t.pool.query<{ id: string }>(
      `insert into caregiver_profiles (account_id, first_name, last_initial, headline, city, state,
         zip, lat, lng, services, age_groups, languages, published)
       values ($1, $2, 'C', 'Warm, patient and reliable sitter', 'Austin', 'TX', '78701',
         30.27, -97.74, '{babysitting}', '{toddler}', '{en}', $3)
       returning id`,
      [session.user.id, firstName, options.published ?? true],
    );
    profileId = Number(rows[0]?.id);
  }
  return { ...session, profileId, firstName };
}

/** A hire of the caregiver by the parent (made by applications in a later part). */
export async function hire(t: TestApp, parentAccountId: number, profileId: number) {
  await t.pool.query('insert into hires (parent_account_id, profile_id) values ($1, $2)', [
    parentAccountId,
    profileId,
  ]);
}

export const ADMIN = { email: 'admin@ftc.test', password: 'admin-secret-42' };

/** The admin account as start.ts makes it, logged in through the parents' login. */
export async function admin(t: TestApp, credentials = ADMIN) {
  await ensureAdminAccount(t.pool, credentials);
  const login = await t.call('POST', '/v1/user/login', {
    email: credentials.email,
    login_input: credentials.email,
    password: credentials.password,
    type: 'user',
    device: 'web',
  });
  if (login.status !== 200 || !login.body.results?.token)
    throw new Error(`admin login failed: ${login.status} ${login.body.message}`);
  return login.body.results as { token: string; user: { id: number } };
}

/**
 * A staff member of `role` (interface §10): a parent account given the role as an admin would
 * (a row write: the role-granting route is tested on its own), logged in.
 */
export async function staff(t: TestApp, role: 'admin' | 'moderator', fullName = `Sam ${role}`) {
  const session = await parent(t, fullName);
  await t.pool.query('update accounts set staff_role = $2 where id = $1', [session.user.id, role]);
  return session;
}

/** Uploads a PNG as a document of the account; its id. */
export async function upload(
  t: TestApp,
  token: string,
  options: { kind?: string; expiresOn?: string; prefix?: string } = {},
): Promise<string> {
  const { payload, contentType } = multipart([
    field('kind', options.kind ?? 'identity'),
    ...(options.expiresOn ? [field('expires_on', options.expiresOn)] : []),
    file(PNG, 'my id.png'),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: `${options.prefix ?? '/v1/service-provider'}/documents`,
    headers: { ...bearer(token), 'content-type': contentType },
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json().results.id;
}

export const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

let plans = 0;

/**
 * An active plan for the account, as a paid order leaves it (the paywall's and the free tier's
 * tests); `periodEnd` in days from now (negative: a plan whose period is over).
 */
export async function givePlan(
  t: TestApp,
  accountId: number,
  audience: 'user' | 'service_provider',
  periodEnd = 30,
) {
  const plan = await t.pool.query<{ id: string }>(
    'select id from plans where audience = $1 order by position limit 1',
    [audience],
  );
  plans += 1;
  const orderId = `ord_test_${accountId}_${plans}`;
  await t.pool.query(
    `insert into orders (id, account_id, plan_id, amount, currency, status, period_end, paid_at)
     values ($1, $2, $3, 0, 'USD', 'paid', now() + make_interval(days => $4), now())`,
    [orderId, accountId, plan.rows[0]?.id, periodEnd],
  );
  await t.pool.query(
    `insert into subscriptions (account_id, plan_id, order_id, status, current_period_end)
     values ($1, $2, $3, 'active', now() + make_interval(days => $4))`,
    [accountId, plan.rows[0]?.id, orderId, periodEnd],
  );
}
