import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrate } from '../../db/migrate';
import { createTestDatabase } from '../harness';

// Migration 033 moves the conversation reports of migration 010 into the one queue of 031: a
// database with reports made before issue 23 keeps them, as member reports with their text.

const DIR = join(import.meta.dirname, '../../db/migrations');
let pool: pg.Pool;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: await createTestDatabase(), max: 2 });
  await pool.query(
    'create table schema_migrations (version text primary key, applied_at timestamptz not null default now())',
  );
  const before = readdirSync(DIR)
    .filter((file) => file.endsWith('.sql') && file < '033')
    .sort();
  for (const file of before) {
    await pool.query(readFileSync(join(DIR, file), 'utf8'));
    await pool.query('insert into schema_migrations (version) values ($1)', [file]);
  }
});
afterAll(async () => {
  await pool?.end();
});

it('moves conversation_reports into reports (member, other, the text as details) and drops it', async () => {
  const account = (type: string, name: string, n: number) =>
    pool
      .query<{ id: string }>(
        `insert into accounts (type, full_name, email, country_code, mobile, password_hash)
         values ($1, $2, $3, '+1', $4, 'x') returning id`,
        [type, name, `m${n}@ftc.test`, `55501000${n}`],
      )
      .then((result) => result.rows[0]?.id as string);
  const ana = await account('user', 'Ana Parent', 1);
  const bea = await account('service_provider', 'Bea Carer', 2);
  const profile = await pool.query<{ id: string }>(
    `insert into caregiver_profiles (account_id, first_name, last_initial) values ($1, 'Bea', 'C')
     returning id`,
    [bea],
  );
  const conversation = await pool.query<{ id: string }>(
    `insert into conversations (parent_account_id, profile_id, started_by) values ($1, $2, 'parent')
     returning id`,
    [ana, profile.rows[0]?.id],
  );
  const id = conversation.rows[0]?.id;
  await pool.query(
    `insert into conversation_reports (conversation_id, reporter_account_id, reason, created_at)
     values ($1, $2, 'Asked me to pay by gift card', now() - interval '2 days'),
            ($1, $2, 'And again today', now() - interval '1 day'),
            ($1, $3, 'He was rude', now())`,
    [id, ana, bea],
  );

  expect(await migrate(pool)).toContain('033_hidden_content.sql');

  const { rows } = await pool.query(
    `select source, reporter_account_id::text as reporter, target_kind, target_id::text as target,
            reason, details, status, resolution
       from reports order by created_at`,
  );
  expect(rows).toEqual([
    {
      source: 'member',
      reporter: ana,
      target_kind: 'conversation',
      target: id,
      reason: 'other',
      details: 'Asked me to pay by gift card',
      status: 'open',
      resolution: null,
    },
    // A second open report of the same member and conversation cannot stay open (031's rule).
    {
      source: 'member',
      reporter: ana,
      target_kind: 'conversation',
      target: id,
      reason: 'other',
      details: 'And again today',
      status: 'resolved',
      resolution: 'dismiss',
    },
    {
      source: 'member',
      reporter: bea,
      target_kind: 'conversation',
      target: id,
      reason: 'other',
      details: 'He was rude',
      status: 'open',
      resolution: null,
    },
  ]);
  const table = await pool.query("select to_regclass('conversation_reports') as name");
  expect(table.rows[0].name).toBeNull();
});
