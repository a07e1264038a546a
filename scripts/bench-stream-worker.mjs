// The 2,000 SSE clients of scripts/bench-cluster.ts, on their own thread (issue 27): parsing
// every stream's chunks, events and pings on the thread that also sends 100 messages a second
// held the reading of an event behind the sends' own client work, and that wait was counted as
// delivery time. Same reader (server/test/support/sse-client.ts), same moment of arrival (the
// parse of the event), stamped here on the process-wide monotonic clock (`process.hrtime`),
// which the sending thread reads too; the arrivals go to that thread in batches.
//
// Messages from the bench: { type: 'open', targets: [{ base, token }], after } (answers
// 'opened' with each stream's status and X-Served-By, in order), { type: 'close' } (answers
// 'closed' after the last arrivals). Posts { type: 'events', items: [body, at, …] } (the other
// side's `message` events) and { type: 'ended' } when the server or the balancer ends a stream.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';
import { clock, settle } from './bench-clock.mjs';

register();
const { openStream } = await import('../server/test/support/sse-client.ts');

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

const open = [];
let streams = [];
let arrivals = [];
let flushing;
const flush = () => {
  flushing = undefined;
  if (arrivals.length === 0) return;
  port.postMessage({ type: 'events', items: arrivals });
  arrivals = [];
};

/** Opens one stream, tried again (as EventSource would) when the balancer could not place it. */
async function openOne({ base, token }, after, retried) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const stream = await openStream(open, base, { token, after });
      if (stream.status === 200 || attempt >= 5) return stream;
    } catch (error) {
      if (attempt >= 5) throw error;
    }
    retried.count += 1;
    await settle(500 * attempt);
  }
}

port.on('message', async (message) => {
  if (message.type === 'open') {
    const { targets, after } = message;
    const retried = { count: 0 };
    streams = new Array(targets.length);
    let next = 0;
    // Opened 10 at a time, as before.
    await Promise.all(
      Array.from({ length: Math.min(10, targets.length) }, async () => {
        while (next < targets.length) {
          const index = next;
          next += 1;
          streams[index] = await openOne(targets[index], after, retried);
        }
      }),
    );
    for (const stream of streams) {
      void stream.ended.then(() => port.postMessage({ type: 'ended' }));
      // Each event as the reader parses it: the other side's messages, stamped now.
      stream.events.push = (...events) => {
        const at = clock();
        for (const event of events) {
          if (event.event !== 'message' || event.data.message.from_me) continue;
          arrivals.push(event.data.message.body, at);
        }
        flushing ??= setTimeout(flush, 20);
        return 0;
      };
    }
    port.postMessage({
      type: 'opened',
      retried: retried.count,
      results: streams.map((stream) => ({
        status: stream.status,
        servedBy: stream.headers.get('x-served-by') ?? '?',
      })),
    });
  } else if (message.type === 'close') {
    const withHint = streams.filter((stream) => stream.retries.length > 1).length;
    for (const stream of open) stream.close();
    clearTimeout(flushing);
    flush();
    port.postMessage({ type: 'closed', withHint });
  }
});
