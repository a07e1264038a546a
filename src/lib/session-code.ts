import { lazyModule } from './lazy-module';

/**
 * The code that starts, renews, checks and ends a session (./session-lifecycle.ts), loaded once
 * when something first needs it: a page without a session never does. Started beside a login's
 * request with `preload`, whose failure (offline) is left to the `load()` that needs it.
 */
export const sessionCode = lazyModule(() => import('./session-lifecycle'));

export const preloadSessionCode = () => void sessionCode.load().catch(() => {});
