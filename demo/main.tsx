import { StrictMode, startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { formatterWarmups } from '../src/i18n/format';
import { ensureToastHost } from '../src/lib/toasts';
import { getRootStore, type RootStore } from '../src/stores/root-store';
import '../src/ui/tokens.css';
import '../src/ui/controls.css';
import '../src/ui/controls-more.css';
import '../src/ui/avatar.css';
import '../src/newsletter/newsletter.css';
import '../src/auth/auth.css';
import '../src/caregivers/caregivers.css';
import '../src/faq/faq.css';
import '../src/plans/plans.css';
import '../src/jobs/jobs.css';
import '../src/messaging/messaging.css';
import '../src/photos/photos.css';
import './site.css';
import './layout/header.css';
import { App, routerReady } from './app';
import { DATA_ID, PLAIN_BOOT, PRERENDERED_ATTRIBUTE } from './boot';
import { KitProvider } from './kit-provider';
import { applyLanguage, savedLanguage } from './language';
import { forgetServerSections, keepServerSections } from './layout/later-section';
import { applyTakeover, readTakeover, replayTakeover, type Takeover } from './prerender-takeover';

// The language chosen in the footer on an earlier visit, before anything is shown.
const chosen = savedLanguage();
if (chosen) applyLanguage(chosen);

const container = document.getElementById('root') as HTMLElement;
const root = createRoot(container);

/**
 * What was typed into a prerendered page carries over to the live one. Rendered last, so it reads
 * the prerendered fields just before the commit that replaces them (the render before it yields
 * to the browser: the visitor may still be typing), and gives them to the live fields after that
 * commit, before the browser paints (as events React handles once the commit is over).
 */
function TakeOver({ early }: { early: Takeover | undefined }) {
  // On preact/compat (the site's build, vite.config.ts) the render is at once and the root clears
  // the prerendered page before it: what main.tsx read just before it is the latest.
  const [takeover] = useState(() => readTakeover(container) ?? early);
  useLayoutEffect(() => {
    if (takeover) queueMicrotask(() => applyTakeover(container, takeover));
  }, [takeover]);
  // Rendered last: its effect runs after the page's own (which may close a menu on mount).
  useEffect(() => {
    if (takeover) replayTakeover(container, takeover);
  }, [takeover]);
  return null;
}

/** Rendered last: the first render has taken the server's sections it shows (LaterSection). */
function FirstCommit() {
  useLayoutEffect(forgetServerSections, []);
  return null;
}

/** Resolves in a task of its own (a timer's): what follows it does not lengthen the task before. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The API answers a page rendered by the server was rendered with (`#ftc-data`, a JSON data
 * block: server/plugins/static-site.ts, demo/page-data.ts) go into the page's cache before its
 * first render: the live page shows the same content at once, without a loading state or a second
 * request.
 */
async function seedFromPage(store: RootStore): Promise<void> {
  const block = document.getElementById(DATA_ID);
  if (!block?.textContent) return;
  // Answers in words of one language (`data-lang`: plans, steps) seed only a page in it; a
  // visitor who chose another asks for their own.
  const lang = block.getAttribute('data-lang');
  if (lang && lang !== document.documentElement.lang) return;
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(block.textContent) as Record<string, unknown>;
  } catch {
    return; // Not data: the page loads what it needs, as any other.
  }
  await Promise.all(
    Object.entries(data).map(([key, value]) => store.cache.load(key, async () => value)),
  );
  // Its first render formats those answers (prices, ratings, dates): the locale data they need
  // loads first, each formatter in a task of its own, not inside the render's (src/i18n/format.ts).
  for (const warm of formatterWarmups(document.documentElement.lang)) {
    await nextTask();
    warm();
  }
  // The render comes a task later (a promise resolved in the last one would render in it).
  await nextTask();
}

/**
 * The site's start, a few tasks long (issue 27, Lighthouse's blocking time: one long task holds
 * input for its whole length). The modules evaluate with nothing else; the store (restoring the
 * saved session), the router (matching the address, asking for the first page's module), the
 * seeding and the formatters follow in tasks of their own, then the first render.
 */
async function boot(): Promise<void> {
  await nextTask();
  const store = getRootStore();
  const notify = ensureToastHost(store.toast);
  await nextTask();
  // spec §2: saved session state is restored before anything is shown; the first page's module
  // too, so that the first render is that page (demo/prerender.tsx).
  await Promise.all([store.ready, routerReady()]);
  const prerendered = Boolean(container.querySelector(`[${PRERENDERED_ATTRIBUTE}]`));
  await seedFromPage(store);
  const early = prerendered ? readTakeover(container) : undefined;
  // A visitor shown the spinner (demo/boot.ts) never sees the server's page.
  if (prerendered && document.documentElement.dataset.boot !== PLAIN_BOOT) {
    keepServerSections(container);
  }
  // The first render is a transition: React yields to the browser every few milliseconds instead
  // of holding the main thread for the whole page (input stays answered; Lighthouse's blocking
  // time). Preact (the site's build) renders it at once.
  startTransition(() =>
    root.render(
      <StrictMode>
        <KitProvider store={store} notify={notify}>
          <App />
        </KitProvider>
        {prerendered && <TakeOver early={early} />}
        <FirstCommit />
      </StrictMode>,
    ),
  );
}

void boot();
