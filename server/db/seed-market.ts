// Invented jobs, applications and conversations for a fresh development database (interface §7
// "Seed data": at least 30 open jobs and a few conversations), on the invented people of
// seed-caregivers.ts: seeded parents post one open job each (the free tier's one) over the six
// metros; some seeded caregivers applied; a few pairs talk, among them the demo parent and
// caregiver.001 (whom the demo parent hired through a closed job). Never in production.
import type pg from 'pg';
import { placeOfZip } from '../services/zip-codes';
import { DEMO_PARENT, METROS } from './seed-caregivers';

export const JOBS_PER_METRO = 6;

/**
 * The ZIP codes of each metro's seeded jobs. New York's are in the outer boroughs (more than
 * 10 km from Midtown), so a search of Manhattan's own ZIP codes at a small radius shows the
 * jobs people post there, not seeded ones.
 */
const JOB_ZIPS: Record<(typeof METROS)[number]['name'], readonly string[]> = {
  'New York': ['11354', '11432', '10463', '11375', '10301', '11354'],
  'Los Angeles': ['90004', '90019', '90026', '90034', '90064', '90405'],
  Chicago: ['60605', '60610', '60614', '60618', '60640', '60657'],
  Houston: ['77004', '77006', '77008', '77019', '77030', '77098'],
  Seattle: ['98102', '98103', '98105', '98112', '98115', '98122'],
  Austin: ['78702', '78703', '78705', '78723', '78745', '78757'],
};

const JOB_TEMPLATES = [
  {
    title: 'Evening babysitter for two kids',
    description:
      'Two kids (4 and 7) need dinner, a bath and bedtime stories while we work late. Non-smoker, comfortable with a friendly dog.',
    services: ['babysitting'],
    age_groups: ['preschool', 'school_age'],
    schedule: 'Tue and Thu, 6–10 pm',
    rate: 2200,
  },
  {
    title: 'Part-time nanny for our toddler',
    description:
      'Looking for a warm, reliable nanny for our 18-month-old: play, naps, outdoor time and simple meals.',
    services: ['nanny'],
    age_groups: ['toddler'],
    schedule: 'Mon, Wed, Fri 8 am–2 pm',
    rate: 2600,
  },
  {
    title: 'After-school pick-up and homework help',
    description:
      'Pick up our daughter from school, walk home, snack and homework until we are back. A car is a plus but not required.',
    services: ['after_school', 'tutoring'],
    age_groups: ['school_age'],
    schedule: 'Mon–Fri 3–6 pm',
    rate: 2300,
  },
  {
    title: 'Overnight care while we travel',
    description:
      'Two nights a month, overnight care for our 9-year-old twins at home. References required.',
    services: ['overnight', 'babysitting'],
    age_groups: ['school_age'],
    schedule: 'Two weekends a month, Fri 6 pm–Sun 6 pm',
    rate: 2800,
  },
  {
    title: 'Patient sitter for a child with autism',
    description:
      'Our son is 8, non-verbal and loves puzzles and music. Experience with special needs and a calm routine matter most.',
    services: ['special_needs', 'babysitting'],
    age_groups: ['school_age'],
    schedule: 'Saturdays 10 am–4 pm',
    rate: 3200,
  },
  {
    title: 'Math tutor for a 5th grader',
    description:
      'Fractions and word problems: an hour twice a week at our kitchen table, with a short note to us after each session.',
    services: ['tutoring'],
    age_groups: ['school_age'],
    schedule: 'Tue and Thu, 4:30–5:30 pm',
    rate: 3500,
  },
  {
    title: 'Weekend nanny for a newborn',
    description:
      'Help with our newborn on weekends so we can rest: feeding, changing, soothing. Infant CPR certification preferred.',
    services: ['nanny'],
    age_groups: ['infant'],
    schedule: 'Sat and Sun, 9 am–5 pm',
    rate: 3000,
  },
  {
    title: 'Date-night babysitter, Spanish speaking',
    description:
      'We are raising our kids bilingual and would love a sitter who speaks Spanish with them. Two evenings a month.',
    services: ['babysitting'],
    age_groups: ['toddler', 'preschool'],
    schedule: 'Every other Saturday, 6–11 pm',
    rate: 2400,
  },
  {
    title: 'Summer care for a teenager and a 10-year-old',
    description:
      'Day trips, swimming, lunches and keeping screen time sensible for two kids during the summer break.',
    services: ['nanny', 'after_school'],
    age_groups: ['school_age', 'teen'],
    schedule: 'Mon–Thu 9 am–4 pm, June to August',
    rate: 2500,
  },
] as const;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

interface SeedConversation {
  parent_email: string;
  caregiver_email: string;
  job_title: string;
  started_by: 'parent' | 'caregiver';
  /** Oldest first: who wrote, what, how many minutes ago. */
  messages: { sender: 'parent' | 'caregiver'; body: string; minutes_ago: number }[];
  /** Messages the parent has not read yet (the newest of the caregiver's). */
  parent_unread: boolean;
}

const caregiverEmail = (n: number) => `caregiver.${String(n).padStart(3, '0')}@example.com`;
const parentEmail = (n: number) => `parent.${String(n).padStart(3, '0')}@example.com`;

/** The first caregiver number of each metro (seed-caregivers.ts: New York has 6 drafts more). */
const firstCaregiverOf = (metroIndex: number) =>
  metroIndex === 0 ? 1 : 47 + (metroIndex - 1) * 40;

/** The rows to insert, built in memory (no database). */
export function marketSeedRows(now = Date.now()) {
  const day = (offset: number) => new Date(now + offset * DAY_MS).toISOString().slice(0, 10);
  const ago = (minutes: number) => new Date(now - minutes * MINUTE_MS).toISOString();
  const jobs: {
    parent_email: string;
    title: string;
    description: string;
    zip: string;
    services: string[];
    age_groups: string[];
    schedule: string;
    hourly_rate_max: number;
    starts_on: string;
    status: 'open' | 'closed';
    created_at: string;
  }[] = [];
  const applications: {
    parent_email: string;
    job_title: string;
    caregiver_email: string;
    message: string;
    status: 'applied' | 'shortlisted' | 'hired';
    created_at: string;
  }[] = [];

  for (const [m, metro] of METROS.entries()) {
    for (let k = 0; k < JOBS_PER_METRO; k++) {
      // Parents are spread over the metros by number (p % 6): one open job each.
      const parent = parentEmail(m === 0 ? 6 * (k + 1) : m + 6 * k);
      const template = JOB_TEMPLATES[(m * 2 + k) % JOB_TEMPLATES.length] ?? JOB_TEMPLATES[0];
      const zip = JOB_ZIPS[metro.name][k] ?? metro.zips[0];
      jobs.push({
        parent_email: parent,
        title: template.title,
        description: template.description,
        zip,
        services: [...template.services],
        age_groups: [...template.age_groups],
        schedule: template.schedule,
        hourly_rate_max: template.rate + 100 * ((m + k) % 5),
        starts_on: day(5 + ((m * 7 + k * 3) % 40)),
        status: 'open',
        created_at: ago((1 + m * 6 + k) * 180),
      });
      if (k < 2) {
        for (let a = 0; a < 2; a++) {
          applications.push({
            parent_email: parent,
            job_title: template.title,
            caregiver_email: caregiverEmail(firstCaregiverOf(m) + 2 + k * 2 + a),
            message:
              a === 0
                ? `Hello! I have looked after children for years and live nearby. I would love to help with "${template.title.toLowerCase()}".`
                : 'Hi, this schedule suits me well. I am CPR certified and happy to share references.',
            status: a === 0 && k === 0 ? 'shortlisted' : 'applied',
            created_at: ago((1 + m * 6 + k) * 180 - 60 - a * 30),
          });
        }
      }
    }
  }

  // The demo parent's closed job, through which it hired caregiver.001 (seed-caregivers.ts).
  const demoJob = 'Weekend babysitter for our two boys';
  jobs.push({
    parent_email: DEMO_PARENT.email,
    title: demoJob,
    description: 'Saturday afternoons with our boys (5 and 8): park, snacks, board games.',
    zip: '11375',
    services: ['babysitting'],
    age_groups: ['preschool', 'school_age'],
    schedule: 'Saturdays 1–6 pm',
    hourly_rate_max: 2500,
    starts_on: day(-20),
    status: 'closed',
    created_at: ago(40 * 24 * 60),
  });
  applications.push({
    parent_email: DEMO_PARENT.email,
    job_title: demoJob,
    caregiver_email: DEMO_PARENT.caregiverEmail,
    message: 'Hello! Saturdays work perfectly for me, and I love board games.',
    status: 'hired',
    created_at: ago(39 * 24 * 60),
  });

  const conversations: SeedConversation[] = [
    {
      parent_email: DEMO_PARENT.email,
      caregiver_email: DEMO_PARENT.caregiverEmail,
      job_title: demoJob,
      started_by: 'caregiver',
      messages: [
        {
          sender: 'caregiver',
          body: 'Hi! Thanks for considering me. Would this Saturday at 1 pm work for a first afternoon?',
          minutes_ago: 3 * 24 * 60,
        },
        {
          sender: 'parent',
          body: 'Saturday at 1 is great. The boys are excited. Our address is in the app.',
          minutes_ago: 3 * 24 * 60 - 45,
        },
        {
          sender: 'caregiver',
          body: 'Perfect, see you then! Any allergies I should know about?',
          minutes_ago: 3 * 24 * 60 - 50,
        },
        {
          sender: 'parent',
          body: 'No allergies. Screen time: one episode after lunch is fine.',
          minutes_ago: 2 * 24 * 60,
        },
        {
          sender: 'caregiver',
          body: 'Got it. I will bring a new board game this week, <b>Ticket to Ride</b> junior edition!',
          minutes_ago: 90,
        },
      ],
      parent_unread: true,
    },
  ];
  // A few pairs from the applications: the caregiver wrote first (a parent without a plan may
  // reply), the parent answered.
  for (const application of applications.filter((a) => a.status === 'shortlisted').slice(0, 4)) {
    conversations.push({
      parent_email: application.parent_email,
      caregiver_email: application.caregiver_email,
      job_title: application.job_title,
      started_by: 'caregiver',
      messages: [
        {
          sender: 'caregiver',
          body: 'Hello! I just applied. Happy to meet for a short trial session whenever suits you.',
          minutes_ago: 2 * 24 * 60 + conversations.length * 30,
        },
        {
          sender: 'parent',
          body: 'Thank you for applying! Could you do a trial next week, on Tuesday afternoon?',
          minutes_ago: 24 * 60 + conversations.length * 30,
        },
        {
          sender: 'caregiver',
          body: 'Tuesday works. What time should I come?',
          minutes_ago: 6 * 60 + conversations.length * 30,
        },
      ],
      parent_unread: conversations.length % 2 === 1,
    });
  }
  return { jobs, applications, conversations };
}

/**
 * Inserts the invented jobs, applications and conversations in the caller's transaction (the
 * seed lock is held), after seed-caregivers.ts's people. Rows refer to each other by email
 * and job title; a person who is not there is skipped.
 */
export async function seedMarket(client: pg.PoolClient, now = Date.now()): Promise<void> {
  const { jobs, applications, conversations } = marketSeedRows(now);
  const json = (rows: unknown[]) => JSON.stringify(rows);
  await client.query(
    `insert into jobs (parent_account_id, title, description, zip, city, state, lat, lng,
                       services, age_groups, schedule, hourly_rate_max, starts_on, status,
                       closed_at, created_at, updated_at)
     select pa.id, x.title, x.description, x.zip, x.city, x.state, x.lat, x.lng, x.services,
            x.age_groups, x.schedule, x.hourly_rate_max, x.starts_on, x.status,
            case when x.status = 'closed' then x.created_at + interval '2 days' end,
            x.created_at, x.created_at
       from json_to_recordset($1::json) as x(parent_email text, title text, description text,
            zip text, city text, state text, lat float8, lng float8, services text[],
            age_groups text[], schedule text, hourly_rate_max int, starts_on date, status text,
            created_at timestamptz)
       join accounts pa on pa.type = 'user' and pa.email = x.parent_email`,
    [json(jobs.map((job) => ({ ...job, ...placeOf(job.zip) })))],
  );
  const jobOf = `join accounts pa on pa.type = 'user' and pa.email = x.parent_email
       join jobs j on j.parent_account_id = pa.id and j.title = x.job_title
       join accounts ca on ca.type = 'service_provider' and ca.email = x.caregiver_email
       join caregiver_profiles p on p.account_id = ca.id`;
  await client.query(
    `insert into applications (job_id, profile_id, message, status, created_at, updated_at)
     select j.id, p.id, x.message, x.status, x.created_at, x.created_at
       from json_to_recordset($1::json) as x(parent_email text, job_title text,
            caregiver_email text, message text, status text, created_at timestamptz)
       ${jobOf}
     on conflict (job_id, profile_id) do nothing`,
    [json(applications)],
  );
  for (const conversation of conversations) {
    const first = conversation.messages[0];
    const last = conversation.messages[conversation.messages.length - 1];
    if (!first || !last) continue;
    const { rows } = await client.query<{ id: string }>(
      `insert into conversations (parent_account_id, profile_id, started_by, application_id,
                                  created_at, updated_at)
       select pa.id, p.id, x.started_by, a.id, $2::timestamptz, $3::timestamptz
         from json_to_recordset($1::json) as x(parent_email text, job_title text,
              caregiver_email text, started_by text)
         ${jobOf}
         left join applications a on a.job_id = j.id and a.profile_id = p.id
       on conflict (parent_account_id, profile_id) do nothing
       returning id`,
      [
        json([conversation]),
        new Date(now - first.minutes_ago * MINUTE_MS).toISOString(),
        new Date(now - last.minutes_ago * MINUTE_MS).toISOString(),
      ],
    );
    const id = rows[0]?.id;
    if (!id) continue;
    for (const message of conversation.messages) {
      await client.query(
        'insert into messages (conversation_id, sender, body, created_at) values ($1, $2, $3, $4)',
        [
          id,
          message.sender,
          message.body,
          new Date(now - message.minutes_ago * MINUTE_MS).toISOString(),
        ],
      );
    }
    // Each side has read what it wrote and what came before; the parent may have unread ones.
    await client.query(
      `update conversations c set
         caregiver_last_read_id = coalesce((select max(id) from messages where conversation_id = c.id), 0),
         parent_last_read_id = coalesce((select max(id) from messages
                                          where conversation_id = c.id
                                            and ($2 or sender = 'parent')), 0)
       where c.id = $1`,
      [id, !conversation.parent_unread],
    );
  }
}

/** A job's place from its ZIP (the seed's ZIP codes are all in the dataset). */
function placeOf(zip: string) {
  const place = placeOfZip(zip);
  if (!place) throw new Error(`seed ZIP ${zip} is not in the ZIP dataset`);
  return place;
}
