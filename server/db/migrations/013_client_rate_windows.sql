-- Per-client request limits (@fastify/rate-limit) counted in the database, so that every
-- instance behind the load balancer counts against the same window (issue 13): one row per
-- route and client, a fixed window, incremented in one statement (atomic under a burst).
create unlogged table client_rate_windows (
  key text primary key,
  count integer not null,
  expires_at timestamptz not null
);
create index client_rate_windows_expires_idx on client_rate_windows (expires_at);
