// A small fake of the API at the network boundary for the browser tests, on its own origin
// (127.0.0.1, another port) as a partner's API would be. Tests script its answers and read
// the requests it received through /__fake/*.
import { createServer } from 'node:http';

const DEFAULTS = {
  'POST /v1/users/add-newsletter': {
    status: 200,
    body: { success: true, message: 'Thanks for subscribing! Please check your inbox to confirm.' },
  },
};

/** A loopback port that was free a moment ago and has nothing listening on it now. */
async function closedPort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startFakeApi() {
  const deadBase = `http://127.0.0.1:${await closedPort()}`;
  // One state per test page (`/s/<id>/…`, see helpers.fakeApi): a page's reset or script never
  // touches another page's, however the runner overlaps them. Paths without it: 'default'.
  const sessions = new Map();
  const sessionOf = (id) => {
    if (!sessions.has(id)) sessions.set(id, { scripted: {}, requests: [], languages: [] });
    return sessions.get(id);
  };

  const server = createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Authorization, Accept-Language');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake');
    const prefix = /^\/s\/([\w-]+)(\/.*)$/.exec(url.pathname);
    const state = sessionOf(prefix ? prefix[1] : 'default');
    if (prefix) url.pathname = prefix[2];

    if (url.pathname === '/__fake/reset') {
      state.scripted = {};
      state.requests = [];
      state.languages = [];
      res.writeHead(204).end();
      return;
    }
    if (url.pathname === '/__fake/script') {
      const { route, responses } = JSON.parse(text);
      state.scripted[route] = responses;
      res.writeHead(204).end();
      return;
    }
    if (url.pathname === '/__fake/dead-base') {
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end(deadBase);
      return;
    }
    if (url.pathname === '/__fake/languages') {
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify(state.languages));
      return;
    }
    if (url.pathname === '/__fake/requests') {
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify(state.requests));
      return;
    }

    const route = `${req.method} ${url.pathname}`;
    let body;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    state.requests.push({ route, body, authorization: req.headers.authorization ?? null });
    state.languages.push({ route, language: req.headers['accept-language'] ?? null });

    const queue = state.scripted[route];
    const answer = (queue?.length ? queue.shift() : undefined) ??
      DEFAULTS[route] ?? {
        status: 404,
        body: { success: false, message: `No route ${route}.` },
      };
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    res.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json' });
    res.end(answer.raw ?? JSON.stringify(answer.body));
  });

  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
