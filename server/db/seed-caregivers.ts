// Invented caregivers for a fresh development database (interface §7 "Seed data"): 240 published
// profiles over six US metros (+ 6 unpublished drafts), badges (some expiring, a few expired),
// parents who hired and reviewed them, and a few featured caregivers (an active plan). All
// people, emails (example.com) and numbers (555-01xx, the fictional range) are made up; their
// password hashes are not scrypt hashes, so nobody can log in as them, except the one demo
// parent (DEMO_PARENT), made to try reviews.
import type pg from 'pg';
import { AGE_GROUPS, SERVICES } from '../../src/contract/caregivers';
import { availableDaysOf, publicName } from '../services/caregivers';
import { hashPassword } from '../services/passwords';
import { placeOfZip } from '../services/zip-codes';
import { seededRandom } from './seed-pictures';

/** Not a `scrypt$…` hash: verifyPassword refuses every password against it. */
export const UNUSABLE_PASSWORD_HASH = '!seeded-account-without-a-password';

/**
 * The one seeded account a person can log in as (development and tests only: the caregivers
 * are never seeded in production): a parent who hired (and saved) `caregiverEmail`'s caregiver,
 * so reviews can be tried before jobs exist. Its hash is a real scrypt hash made at seed time.
 */
export const DEMO_PARENT = {
  email: 'demo.parent@example.com',
  password: 'demo-parent-1',
  full_name: 'Dana Demo',
  country_code: '+1',
  // 555-0100…0199 is the fictional range; 303 is no seeded metro's area code.
  mobile: '3035550100',
  caregiverEmail: 'caregiver.001@example.com',
} as const;

/** Each metro's ZIP codes and two area codes (caregivers, parents) for invented numbers. */
export const METROS = [
  {
    name: 'New York',
    areaCodes: ['212', '646'],
    zips: [
      '10001',
      '10002',
      '10003',
      '10011',
      '10016',
      '10019',
      '10023',
      '10025',
      '10128',
      '11201',
      '11215',
      '11217',
    ],
  },
  {
    name: 'Los Angeles',
    areaCodes: ['213', '323'],
    zips: [
      '90012',
      '90004',
      '90019',
      '90026',
      '90027',
      '90034',
      '90046',
      '90064',
      '91403',
      '90291',
      '90405',
    ],
  },
  {
    name: 'Chicago',
    areaCodes: ['312', '773'],
    zips: [
      '60601',
      '60605',
      '60607',
      '60610',
      '60614',
      '60618',
      '60622',
      '60625',
      '60640',
      '60647',
      '60657',
    ],
  },
  {
    name: 'Houston',
    areaCodes: ['713', '832'],
    zips: [
      '77002',
      '77004',
      '77006',
      '77007',
      '77008',
      '77019',
      '77024',
      '77030',
      '77098',
      '77401',
    ],
  },
  {
    name: 'Seattle',
    areaCodes: ['206', '425'],
    zips: [
      '98101',
      '98102',
      '98103',
      '98105',
      '98107',
      '98112',
      '98115',
      '98117',
      '98122',
      '98004',
    ],
  },
  {
    name: 'Austin',
    areaCodes: ['512', '737'],
    zips: [
      '78701',
      '78702',
      '78703',
      '78704',
      '78705',
      '78723',
      '78731',
      '78745',
      '78751',
      '78757',
    ],
  },
] as const;

const PER_METRO = 40;
const DRAFTS = 6;
const PARENTS = 90;

const FIRST_NAMES = [
  'Rosa',
  'Jordan',
  'Mei-Lin',
  'Amara',
  'Sofia',
  'Liam',
  'Priya',
  'Grace',
  'Mateo',
  'Hannah',
  'Aisha',
  'Noah',
  'Elena',
  'Chloe',
  'Daniel',
  'Fatima',
  'Isabel',
  'Kenji',
  'Lucia',
  'Maya',
  'Nadia',
  'Olivia',
  'Paulo',
  'Quinn',
  'Rachel',
  'Samuel',
  'Tessa',
  'Uma',
  'Valeria',
  'Wendy',
  'Ximena',
  'Yara',
  'Zoe',
  'Beatriz',
  'Carmen',
  'Dmitri',
  'Esther',
  'Farah',
  'Gabriel',
  'Hye-Jin',
];
const LAST_NAMES = [
  'Delgado',
  'Ellis',
  'Chen',
  'Okafor',
  'Rossi',
  'Murphy',
  'Patel',
  'Kim',
  'Hernández',
  'Fischer',
  'Rahman',
  'Brooks',
  'Petrova',
  'Martin',
  'Nguyen',
  'Haddad',
  'Santos',
  'Tanaka',
  'Moreno',
  'Cohen',
  'Ivanova',
  'Johnson',
  'Silva',
  'Walsh',
  'Levy',
  'Adeyemi',
  'Novak',
  'Iyer',
  'Castro',
  'Park',
];
const PARENT_NAMES = [
  'Alex',
  'Brianna',
  'Carlos',
  'Dana',
  'Evan',
  'Fiona',
  'George',
  'Helen',
  'Ivan',
  'Julia',
  'Kevin',
  'Laura',
  'Marcus',
  'Nina',
  'Oscar',
  'Paula',
  'Ruth',
  'Steve',
  'Tina',
  'Victor',
];

const HEADLINES: Record<(typeof SERVICES)[number], string[]> = {
  babysitting: [
    'Reliable evening and weekend babysitter',
    'Fun, patient babysitter for date nights',
  ],
  nanny: ['Full-time nanny with a warm, steady routine', 'Experienced nanny for busy families'],
  after_school: [
    'After-school pickups, snacks and homework help',
    'After-school care with a smile',
  ],
  overnight: [
    'Overnight newborn care so parents can sleep',
    'Calm overnight sitter for little ones',
  ],
  special_needs: [
    'Caregiver experienced with special needs',
    'Patient support for children with autism',
  ],
  tutoring: ['Math and reading tutor who also babysits', 'Homework coach and bilingual tutor'],
};
const BIO_TOPICS = [
  'I love Montessori-style play and lots of time outdoors.',
  'I taught swimming lessons for three summers and am CPR trained.',
  'I play piano and like to bring music into every afternoon.',
  'I cook simple healthy meals and keep the kitchen tidy.',
  'I speak Spanish with the children if families would like them to learn.',
  'I am studying early childhood education at the local college.',
  'I helped raise four younger siblings and twins from a neighbouring family.',
  'I am comfortable with pets, car seats and public transport.',
  'I keep a short daily log for parents: meals, naps, moods.',
  'Arts and crafts, library visits and building forts are my favourites.',
];
const REVIEW_BODIES = [
  'Our kids adored every afternoon together and the house was calm when we came home.',
  'Always on time, thoughtful and kind. We have booked again many times since.',
  'Patient with our toddler and great at keeping to the nap schedule we asked for.',
  'Helped our son with reading every day; his teacher noticed the difference.',
  'Good with the baby, though we would have liked a few more updates during the day.',
  'Flexible with a last-minute evening and left a clear note about bedtime.',
];
const REPLIES = ['Thank you so much! It was a joy.', 'Thank you, see you next week!'];
const OTHER_LANGUAGES = ['es', 'zh', 'fr', 'ru', 'ko', 'vi', 'tl', 'ar', 'pt', 'hi'];

/** A small seeded PRNG (mulberry32), so every fresh database gets the same people. */
function random(seed: number) {
  const next = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const some = <T>(list: readonly T[], min: number, max: number): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, int(min, max)).sort((a, b) => list.indexOf(a) - list.indexOf(b));
  };
  return { next, int, pick, some };
}

const DAY_MS = 86_400_000;

interface SeedAccount {
  type: 'user' | 'service_provider';
  full_name: string;
  email: string;
  country_code: string;
  mobile: string;
  is_mobile_verified: boolean;
  created_at: string;
}

/** The rows to insert, built in memory (no database): the seed and its tests read them. */
export function caregiverSeedRows(now = Date.now()) {
  const rnd = random(20_261_122);
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString();
  const accounts: SeedAccount[] = [];
  const profiles: Record<string, unknown>[] = [];
  const badges: { email: string; kind: string; verified_at: string; expires_at: string | null }[] =
    [];
  const subscriptions: { email: string; plan_id: string; period_end: string }[] = [];

  let n = 0;
  for (const [metroIndex, metro] of METROS.entries()) {
    const count = PER_METRO + (metroIndex === 0 ? DRAFTS : 0);
    for (let i = 0; i < count; i++) {
      n += 1;
      const number = String(n).padStart(3, '0');
      const fullName = `${rnd.pick(FIRST_NAMES)} ${rnd.pick(LAST_NAMES)}`;
      const email = `caregiver.${number}@example.com`;
      const zip = rnd.pick(metro.zips);
      const place = placeOfZip(zip);
      if (!place) throw new Error(`seed ZIP ${zip} is not in the ZIP dataset`);
      const services = rnd.some(SERVICES, 1, 3);
      const availability = rnd.some([0, 1, 2, 3, 4, 5, 6], 1, 5).map((day) => {
        const from = rnd.int(7, 15);
        return {
          day,
          from: `${String(from).padStart(2, '0')}:00`,
          to: `${String(from + rnd.int(2, 6)).padStart(2, '0')}:${rnd.pick(['00', '30'])}`,
        };
      });
      const createdDaysAgo = rnd.int(20, 500);
      accounts.push({
        type: 'service_provider',
        full_name: fullName,
        email,
        country_code: '+1',
        // 555-0100…0199 is the fictional range: 100 numbers per area code.
        mobile: `${metro.areaCodes[0]}55501${String(i % 100).padStart(2, '0')}`,
        is_mobile_verified: rnd.next() < 0.9,
        created_at: at(createdDaysAgo),
      });
      const firstService = services[0] ?? 'babysitting';
      profiles.push({
        email,
        ...publicName(fullName),
        headline: rnd.pick(HEADLINES[firstService]),
        bio: `${rnd.pick(BIO_TOPICS)} ${rnd.pick(BIO_TOPICS)} I have ${rnd.int(2, 12)} references from families in ${place.city}.`,
        zip,
        city: place.city,
        state: place.state,
        // A little spread around the ZIP's centre (about ±1.5 km), so distances differ.
        lat: Number((place.lat + (rnd.next() - 0.5) * 0.027).toFixed(5)),
        lng: Number((place.lng + (rnd.next() - 0.5) * 0.035).toFixed(5)),
        hourly_rate: rnd.int(30, 90) * 50,
        experience_years: rnd.int(0, 25),
        age_groups: rnd.some(AGE_GROUPS, 1, 4),
        services,
        languages: ['en', ...rnd.some(OTHER_LANGUAGES, 0, 2)].sort(),
        availability,
        available_days: availableDaysOf(availability),
        published: !(metroIndex === 0 && i >= PER_METRO),
        last_active_at: at(rnd.next() * Math.min(createdDaysAgo, 60)),
        created_at: at(createdDaysAgo),
      });
      if (rnd.next() < 0.5) {
        badges.push({ email, kind: 'id', verified_at: at(createdDaysAgo - 5), expires_at: null });
      }
      const check = rnd.next();
      if (check < 0.35) {
        badges.push({
          email,
          kind: 'background_check',
          verified_at: at(rnd.int(10, 300)),
          expires_at: at(-rnd.int(30, 700)),
        });
      } else if (check < 0.42) {
        // Expired: neither shown nor counted by verified=1.
        badges.push({
          email,
          kind: 'background_check',
          verified_at: at(rnd.int(400, 800)),
          expires_at: at(rnd.int(1, 30)),
        });
      }
      if (rnd.next() < 0.3) {
        const expired = rnd.next() < 0.2;
        badges.push({
          email,
          kind: 'first_aid',
          verified_at: at(rnd.int(30, 700)),
          expires_at: expired ? at(rnd.int(1, 60)) : at(-rnd.int(60, 700)),
        });
      }
      if (i % 13 === 3) {
        subscriptions.push({ email, plan_id: 'caregiver-featured-monthly', period_end: at(-20) });
      } else if (i % 17 === 5) {
        // An "active" plan whose period ended (renewal not run yet): not featured.
        subscriptions.push({ email, plan_id: 'caregiver-pro-monthly', period_end: at(2) });
      }
    }
  }

  const parents: string[] = [];
  for (let p = 1; p <= PARENTS; p++) {
    const email = `parent.${String(p).padStart(3, '0')}@example.com`;
    const metro = METROS[p % METROS.length] ?? METROS[0];
    parents.push(email);
    accounts.push({
      type: 'user',
      full_name: `${rnd.pick(PARENT_NAMES)} ${rnd.pick(LAST_NAMES)}`,
      email,
      country_code: '+1',
      mobile: `${metro.areaCodes[1]}55501${String(Math.floor(p / METROS.length)).padStart(2, '0')}`,
      is_mobile_verified: true,
      created_at: at(rnd.int(30, 600)),
    });
  }

  const reviews: {
    email: string;
    parent_email: string;
    rating: number;
    body: string;
    reply_body: string | null;
    reply_created_at: string | null;
    created_at: string;
  }[] = [];
  for (const profile of profiles) {
    if (!profile.published) continue;
    const count = rnd.pick([0, 0, 1, 2, 3, 4, 5, 6]);
    for (const parent of rnd.some(parents, count, count)) {
      const daysAgo = rnd.int(1, 300);
      const replied = rnd.next() < 0.3;
      reviews.push({
        email: profile.email as string,
        parent_email: parent,
        rating: rnd.pick([3, 4, 4, 5, 5, 5, 5, 2]),
        body: rnd.pick(REVIEW_BODIES),
        reply_body: replied ? rnd.pick(REPLIES) : null,
        reply_created_at: replied ? at(daysAgo - 0.5) : null,
        created_at: at(daysAgo),
      });
    }
  }
  for (const profile of profiles) {
    const own = reviews.filter((review) => review.email === profile.email);
    profile.review_count = own.length;
    profile.rating = own.length
      ? Math.round((own.reduce((sum, review) => sum + review.rating, 0) / own.length) * 10) / 10
      : null;
  }
  return { accounts, profiles, badges, reviews, subscriptions };
}

/**
 * Inserts the invented caregivers, one multi-row insert per table (json_to_recordset), in the
 * caller's transaction (the seed lock is held). Rows refer to each other by email.
 */
export async function seedCaregivers(client: pg.PoolClient, now = Date.now()): Promise<void> {
  const { accounts, profiles, badges, reviews, subscriptions } = caregiverSeedRows(now);
  const json = (rows: unknown[]) => JSON.stringify(rows);
  await client.query(
    `insert into accounts (type, full_name, email, country_code, mobile, password_hash,
                           is_mobile_verified, created_at, updated_at)
     select type, full_name, email, country_code, mobile, $2, is_mobile_verified, created_at, created_at
       from json_to_recordset($1::json) as x(type text, full_name text, email text,
            country_code text, mobile text, is_mobile_verified boolean, created_at timestamptz)
     on conflict do nothing`,
    [json(accounts), UNUSABLE_PASSWORD_HASH],
  );
  await client.query(
    `insert into caregiver_profiles (account_id, first_name, last_initial, headline, bio, zip,
            city, state, lat, lng, hourly_rate, experience_years, age_groups, services, languages,
            availability, available_days, published, rating, review_count, last_active_at,
            created_at, updated_at)
     select a.id, x.first_name, x.last_initial, x.headline, x.bio, x.zip, x.city, x.state, x.lat,
            x.lng, x.hourly_rate, x.experience_years, x.age_groups, x.services, x.languages,
            x.availability, x.available_days, x.published, x.rating, x.review_count,
            x.last_active_at, x.created_at, x.created_at
       from json_to_recordset($1::json) as x(email text, first_name text, last_initial text,
            headline text, bio text, zip text, city text, state text, lat float8, lng float8,
            hourly_rate int, experience_years int, age_groups text[], services text[],
            languages text[], availability jsonb, available_days int, published boolean,
            rating numeric, review_count int, last_active_at timestamptz, created_at timestamptz)
       join accounts a on a.type = 'service_provider' and a.email = x.email
     on conflict (account_id) do nothing`,
    [json(profiles)],
  );
  const profileOf = `join accounts a on a.type = 'service_provider' and a.email = x.email
       join caregiver_profiles p on p.account_id = a.id`;
  await client.query(
    `insert into caregiver_badges (profile_id, kind, verified_at, expires_at)
     select p.id, x.kind, x.verified_at, x.expires_at
       from json_to_recordset($1::json) as x(email text, kind text, verified_at timestamptz,
            expires_at timestamptz)
       ${profileOf}
     on conflict do nothing`,
    [json(badges)],
  );
  const parentOf = `join accounts pa on pa.type = 'user' and pa.email = x.parent_email`;
  await client.query(
    `insert into hires (parent_account_id, profile_id, created_at)
     select pa.id, p.id, x.created_at - interval '7 days'
       from json_to_recordset($1::json) as x(email text, parent_email text, created_at timestamptz)
       ${profileOf} ${parentOf}
     on conflict do nothing`,
    [json(reviews)],
  );
  await client.query(
    `insert into reviews (profile_id, parent_account_id, rating, body, reply_body,
                          reply_created_at, created_at)
     select p.id, pa.id, x.rating, x.body, x.reply_body, x.reply_created_at, x.created_at
       from json_to_recordset($1::json) as x(email text, parent_email text, rating int,
            body text, reply_body text, reply_created_at timestamptz, created_at timestamptz)
       ${profileOf} ${parentOf}
     on conflict do nothing`,
    [json(reviews)],
  );
  await client.query(
    `with paid as (
       insert into orders (id, account_id, plan_id, amount, currency, status, period_end, paid_at)
       select 'seed-' || a.id, a.id, x.plan_id, pl.price, pl.currency, 'paid', x.period_end,
              x.period_end - interval '1 month'
         from json_to_recordset($1::json) as x(email text, plan_id text, period_end timestamptz)
         join accounts a on a.type = 'service_provider' and a.email = x.email
         join plans pl on pl.id = x.plan_id
       on conflict do nothing
       returning id, account_id, plan_id, period_end)
     insert into subscriptions (account_id, plan_id, order_id, status, current_period_end)
     select account_id, plan_id, id, 'active', period_end from paid
     on conflict do nothing`,
    [json(subscriptions)],
  );
  await seedDemoParent(client);
}

/** The demo parent (DEMO_PARENT), its hire of one seeded caregiver and that caregiver saved. */
async function seedDemoParent(client: pg.PoolClient): Promise<void> {
  const demo = DEMO_PARENT;
  await client.query(
    `insert into accounts (type, full_name, email, country_code, mobile, password_hash,
                           is_mobile_verified)
     values ('user', $1, $2, $3, $4, $5, true)
     on conflict do nothing`,
    [demo.full_name, demo.email, demo.country_code, demo.mobile, await hashPassword(demo.password)],
  );
  const pair = `select pa.id, p.id
       from accounts pa, accounts ca join caregiver_profiles p on p.account_id = ca.id
      where pa.type = 'user' and pa.email = $1
        and ca.type = 'service_provider' and ca.email = $2`;
  await client.query(
    `insert into hires (parent_account_id, profile_id) ${pair} on conflict do nothing`,
    [demo.email, demo.caregiverEmail],
  );
  await client.query(
    `insert into favourites (parent_account_id, profile_id) ${pair} on conflict do nothing`,
    [demo.email, demo.caregiverEmail],
  );
}
