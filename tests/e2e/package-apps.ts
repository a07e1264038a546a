import { spawnSync } from 'node:child_process';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, normalize, resolve } from 'node:path';

/**
 * A partner's new apps for tests/e2e/package.test.ts: a Vite + React 19 TypeScript app and a
 * plain Vite TypeScript app, each with the kit's tarball installed by npm (offline: the package
 * has no dependencies to fetch) and the tools a partner would install (Vite, TypeScript, React)
 * linked from this project's node_modules, so the test needs no network.
 */

const root = resolve(import.meta.dirname, '../..');

export type AppKind = 'react' | 'plain';

/** What a partner's `npm create vite` gives, trimmed to what these apps use. */
const tsconfig = (jsx: boolean) =>
  JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'bundler',
      ...(jsx ? { jsx: 'react-jsx' } : {}),
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      types: [],
    },
    include: ['src'],
  });

const page = (title: string, head: string, body: string, entry: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>${title}</title>
    ${head}
  </head>
  <body>
    ${body}
    <script type="module" src="${entry}"></script>
  </body>
</html>
`;

/** The React app: `<ftc-newsletter>` with a typed attribute and a typed `on…` event prop. */
const REACT_FILES = (apiBase: string): Record<string, string> => ({
  'index.html': page('React partner', '', '<div id="root"></div>', '/src/main.tsx'),
  'src/api.ts': `export const apiBase = ${JSON.stringify(apiBase)};\n`,
  'src/main.tsx': `import { createRoot } from 'react-dom/client';
import { App } from './app';

createRoot(document.getElementById('root') as HTMLElement).render(<App />);
`,
  'src/app.tsx': `import { useRef, useState } from 'react';
import 'ftc-widget-kit/newsletter';
import type { FtcNewsletterElement } from 'ftc-widget-kit/newsletter';
import { apiBase } from './api';

export function App() {
  const [heard, setHeard] = useState('');
  const newsletter = useRef<FtcNewsletterElement>(null);
  return (
    <main>
      <h1>React partner</h1>
      <ftc-newsletter
        ref={newsletter}
        api-base={apiBase}
        onftc-newsletter-subscribed={(event) => setHeard(event.detail.email)}
      />
      {heard ? <p role="status">React heard: {heard}</p> : null}
    </main>
  );
}

/** Type-checked, not rendered: each kind of attribute and event the typings give. */
export function EveryKind() {
  return (
    <>
      <ftc-caregiver-search
        near="10001"
        radius-km={25}
        page-size="6"
        onftc-caregiver-select={(event) => console.log(event.detail.id.toFixed())}
      />
      <ftc-faq audience="service-providers" lang="es" />
      <ftc-signup account-type="caregiver" onftc-login={(event) => console.log(event.detail.user.full_name)} />
      <ftc-subscription type="service_provider" login-href="/login" />
    </>
  );
}

document.addEventListener('ftc-login', (event) => console.log(event.detail.user.email));
`,
});

/** Each line a mistake tsc must name: a number for a string, a wrong number, a value, a detail. */
export const WRONG_TYPES = `export const wrong = [
  <ftc-newsletter key="a" api-base={42} />,
  <ftc-caregiver-search key="b" radius-km="far" />,
  <ftc-faq key="c" audience="parents" />,
  <ftc-newsletter key="d" onftc-newsletter-subscribed={(event) => event.detail.name} />,
];
`;

/** The plain app: the lite build's newsletter, the meta tag, a typed listener. */
const PLAIN_FILES = (apiBase: string): Record<string, string> => ({
  'index.html': page(
    'Plain partner',
    `<meta name="ftc-api-base" content="${apiBase}">`,
    '<h1>Plain partner</h1>\n    <ftc-newsletter></ftc-newsletter>\n    <p id="heard" role="status"></p>',
    '/src/main.ts',
  ),
  'src/main.ts': `import 'ftc-widget-kit/lite/newsletter';

document.querySelector('ftc-newsletter')?.addEventListener('ftc-newsletter-subscribed', (event) => {
  const heard = document.querySelector('#heard') as HTMLElement;
  heard.textContent = \`Page heard: \${event.detail.email}\`;
});
`,
});

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Links a package of this project's node_modules into the app's, as if installed there. */
function link(app: string, name: string): void {
  const target = join(app, 'node_modules', name);
  mkdirSync(dirname(target), { recursive: true });
  symlinkSync(realpathSync(join(root, 'node_modules', name)), target, 'dir');
}

/**
 * Writes the app, installs the tarball with npm (offline) and links the tools. Returns the app's
 * folder and what npm put in node_modules before the tools were linked.
 */
export function createApp(kind: AppKind, parent: string, tarball: string, apiBase: string) {
  const dir = join(parent, `${kind}-app`);
  const files = kind === 'react' ? REACT_FILES(apiBase) : PLAIN_FILES(apiBase);
  files['tsconfig.json'] = tsconfig(kind === 'react');
  files['package.json'] = JSON.stringify({
    name: `${kind}-partner`,
    private: true,
    type: 'module',
  });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  const install = run(
    'npm',
    ['install', tarball, '--offline', '--ignore-scripts', '--no-audit', '--no-fund'],
    dir,
  );
  if (install.status !== 0) throw new Error(`npm install ${tarball}:\n${install.output}`);
  const installed = readdirSync(join(dir, 'node_modules')).filter((name) => !name.startsWith('.'));
  const tools = ['vite', 'typescript'];
  if (kind === 'react') tools.push('react', 'react-dom', '@types/react', '@types/react-dom');
  for (const tool of tools) link(dir, tool);
  return { dir, installed };
}

/** `tsc --noEmit` in the app, as `npm run build` of Vite's TypeScript templates does first. */
export const typecheck = (dir: string) =>
  run(
    process.execPath,
    [join(dir, 'node_modules/typescript/bin/tsc'), '-p', dir, '--pretty', 'false'],
    dir,
  );

/** `vite build` in the app: dist/ with its index.html. */
export function viteBuild(dir: string): string {
  const built = run(process.execPath, [join(dir, 'node_modules/vite/bin/vite.js'), 'build'], dir);
  if (built.status !== 0) throw new Error(`vite build in ${dir}:\n${built.output}`);
  return join(dir, 'dist');
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/** Serves a built app on localhost (another origin than the API's 127.0.0.1), as a host would. */
export async function serve(dist: string) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(dist, path.endsWith('/') ? `${path}index.html` : path);
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((done) => server.close(done)),
  };
}
