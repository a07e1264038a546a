import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  accountChannel,
  applicationNotice,
  type Notifications,
} from '../../services/notifications';
import type { SseClient, SseEvent } from './sse-client';

// A test that checks that something did NOT happen waits for a later event that proves the
// earlier one would have arrived by now, instead of sleeping. PostgreSQL hands one listening
// connection its NOTIFYs in commit order, and each instance listens on one connection: a marker
// sent now comes after every NOTIFY committed before it.

/** Every NOTIFY committed before now has been handed to this instance's subscribers. */
export async function heardEverything(notifications: Notifications, pool: pg.Pool): Promise<void> {
  const channel = `ftc_test_marker_${randomUUID().replaceAll('-', '')}`;
  let heard = () => {};
  const arrived = new Promise<void>((resolve) => {
    heard = resolve;
  });
  const unsubscribe = await notifications.subscribe(channel, {
    message: () => heard(),
    lost: () => {},
  });
  try {
    await pool.query('select pg_notify($1, $2)', [channel, 'marker']);
    await withTimeout(arrived, 5000, 'the marker NOTIFY');
  } finally {
    await unsubscribe();
  }
}

let markers = 0;

/**
 * Every event for `accountId` committed before now has reached `client` (a stream writes its
 * events in the order they were notified): a marker `application` event sent through the
 * account's channel has arrived after them. The marker is then taken out of `client.events`.
 */
export async function streamCaughtUp(
  client: SseClient,
  pool: pg.Pool,
  accountId: string | number,
): Promise<void> {
  markers += 1;
  const marker = -markers; // no application has a negative id
  await pool.query('select pg_notify($1, $2)', [
    accountChannel(accountId),
    applicationNotice({ job_id: 0, application_id: marker, status: 'marker' }),
  ]);
  const isMarker = (event: SseEvent) =>
    event.event === 'application' && event.data.application_id === marker;
  await client.next(isMarker);
  client.events.splice(client.events.findIndex(isMarker), 1);
}

async function withTimeout(promise: Promise<void>, ms: number, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      promise,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
