// The load generator of scripts/bench-server.ts, on its own thread: autocannon parses every
// answer, and on the server's thread that parsing was charged to the server. Gets the run's
// options as workerData and posts back the summary.
//  - `emails: 'prefix'`: each request's body is `{"email":"<prefix><n>@example.com"}` (a new
//    address each time, for the newsletter), since a function cannot cross threads.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { emails, ...options } = workerData;
let serial = 0;
const requests = emails
  ? [
      {
        setupRequest: (request) => {
          serial += 1;
          return { ...request, body: JSON.stringify({ email: `${emails}${serial}@example.com` }) };
        },
      },
    ]
  : undefined;
const all = { ...options, ...(requests ? { requests } : {}) };
// Off the main thread autocannon answers its raw histograms: latency percentiles from them,
// requests per second as completed requests over the run's length.
const raw = await autocannon(all);
const result = autocannon.aggregateResult([raw], all);
parentPort.postMessage({
  rps: raw.totalCompletedRequests / raw.duration,
  completed: raw.totalCompletedRequests,
  p99Ms: result.latency.p99,
  errors: result.errors,
  non2xx: result.non2xx,
  bytesPerRequest: raw.totalBytes / Math.max(1, raw.totalCompletedRequests),
});
