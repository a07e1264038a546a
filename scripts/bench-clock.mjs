// The one clock of scripts/bench-cluster.ts and its stream reader's thread
// (scripts/bench-stream-worker.mjs): a message's send is stamped on one thread and its arrival
// on the other, so both read the process-wide monotonic clock (`process.hrtime`), in ms.

/** The process-wide monotonic clock, in ms: the same on every thread of the process. */
export const clock = () => Number(process.hrtime.bigint()) / 1e6;

/** Resolves after `ms`. */
export const settle = (ms) => new Promise((done) => setTimeout(done, ms));
