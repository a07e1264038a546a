import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type ClockLike, ServerClock } from '../../clock';
import { LoginService } from '../../services/logins';
import type { TokenService } from '../../services/tokens';

// `LoginService.used` (issue 27): the last use of a login is written at most once a minute, and
// the database's condition decides. The service skips the statement while it knows the login
// was used less than a minute ago by the server's clock; these check that a skip happens only
// then, and that a clock moved by a tick is followed. (The database's side, on two instances
// with `POST /dev/tick`: routes/sessions-and-notifications.test.ts.)

const MINUTE = 60_000;

/** A pool that answers the last-use statement with `lastUsedMs` and counts the calls. */
function fakePool(lastUsedMs: () => number | null) {
  const calls: string[] = [];
  const pool = {
    query: async (config: { name?: string; values?: unknown[] }) => {
      calls.push(String(config.values?.[0]));
      return { rows: [{ last_used_ms: lastUsedMs() }] };
    },
  };
  return { pool: pool as unknown as pg.Pool, calls };
}

const noTokens = {} as TokenService;

describe('a login’s last use, skipped while the database would change nothing', () => {
  it('asks once, then not again until a minute after the last use it was told', async () => {
    let now = 1_000_000_000_000;
    const clock: ClockLike = { now: () => new Date(now), nowMs: () => now };
    // The login was last used 20 s ago (another request; the database wrote nothing now).
    let stored = now - 20_000;
    const { pool, calls } = fakePool(() => stored);
    const logins = new LoginService(pool, noTokens, clock);

    await logins.used('family-1');
    expect(calls).toEqual(['family-1']);
    // 39 s later: still less than a minute after the last use (20 + 39 s).
    now += 39_000;
    await logins.used('family-1');
    expect(calls).toHaveLength(1);
    // Another login is asked for on its own.
    await logins.used('family-2');
    expect(calls).toEqual(['family-1', 'family-2']);
    // A minute after the last use the database may write again: asked.
    now += 1_000;
    stored = now;
    await logins.used('family-1');
    expect(calls).toEqual(['family-1', 'family-2', 'family-1']);
    // From the new last use, the next minute is skipped again.
    now += MINUTE - 1;
    await logins.used('family-1');
    expect(calls).toHaveLength(3);
    now += 1;
    await logins.used('family-1');
    expect(calls).toHaveLength(4);
  });

  it('a login without a row (made before the table) is asked for every time, as before', async () => {
    const { pool, calls } = fakePool(() => null);
    const logins = new LoginService(pool, noTokens, { now: () => new Date(0), nowMs: () => 0 });
    await logins.used('old-family');
    await logins.used('old-family');
    expect(calls).toHaveLength(2);
  });

  it('follows the server’s clock: a tick (on this instance or heard from another) asks again', async () => {
    let real = 2_000_000_000_000;
    const clock = new ServerClock(() => real);
    let stored = real;
    const { pool, calls } = fakePool(() => stored);
    const logins = new LoginService(pool, noTokens, clock);

    await logins.used('family-1');
    await logins.used('family-1');
    expect(calls).toHaveLength(1);
    // `POST /dev/tick` two minutes ahead: the server's clock, not real time, decides.
    // The database writes the last use then (it was two minutes old).
    clock.setOffset(2 * MINUTE);
    stored = clock.nowMs();
    await logins.used('family-1');
    expect(calls).toHaveLength(2);
    await logins.used('family-1');
    expect(calls).toHaveLength(2);
    // A small tick, still within the minute, asks again too (what was read before it is
    // forgotten); the database decides.
    clock.setOffset(2 * MINUTE + 1_000);
    await logins.used('family-1');
    expect(calls).toHaveLength(3);
    // Real time alone moves it on as well.
    real += MINUTE;
    await logins.used('family-1');
    expect(calls).toHaveLength(4);
  });
});
