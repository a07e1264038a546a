import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlanCard } from '../../demo/account/dashboard-cards';
import { createKit, KitContext } from '../../src/lib/kit-context';
import { lowestMonthly } from '../../src/plans/plan-queries';
import type { Plan } from '../../src/plans/pricing';
import type { User } from '../../src/stores/auth-store';
import { RootStore } from '../../src/stores/root-store';
import { USER } from '../browser/api-fixtures';

// Issue 24: a member without a plan is quoted the lowest price of their own audience's plans,
// never the other audience's (a parent's dashboard once quoted the caregivers' $9.99).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const plan = (id: string, price: number, interval: 'month' | 'year' = 'month'): Plan => ({
  id,
  name: id,
  description: '',
  price,
  currency: 'USD',
  interval,
  features: [],
});
const PLANS: Record<string, Plan[]> = {
  '/v1/user/subscription-plans': [
    plan('family-plus', 2599),
    plan('family-basic', 1499),
    plan('family-year', 9900, 'year'),
  ],
  '/v1/service-provider/subscription-plans': [plan('pro', 999), plan('featured', 1999)],
};

let root: Root | undefined;
const asked: string[] = [];
beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(url).pathname;
    asked.push(path);
    const results = PLANS[path];
    return results
      ? new Response(JSON.stringify({ success: true, message: '', results }), { status: 200 })
      : new Response(JSON.stringify({ success: false, message: 'No.' }), { status: 404 });
  });
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.unstubAllGlobals();
});

async function quote(user: User) {
  const store = new RootStore({ storage: localStorage });
  await store.ready;
  store.auth.startSession({ user, token: 't1', refresh_token: 'r1' });
  const router = createMemoryRouter([{ path: '/', Component: PlanCard }]);
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const kit = createKit({ store, notify: vi.fn(), apiBase: () => 'https://api.test' });
  await act(async () => {
    root?.render(
      <KitContext.Provider value={kit}>
        <RouterProvider router={router} />
      </KitContext.Provider>,
    );
  });
  for (let i = 0; i < 100 && !container.textContent?.includes('$'); i += 1)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
  return container.textContent?.replace(/\s+/g, ' ') ?? '';
}

describe('the dashboard quotes the member’s own plans', () => {
  it('quotes a parent the parents’ lowest monthly price', async () => {
    const text = await quote(USER);
    expect(text).toContain('Plans start at $14.99 a month.');
    expect(text).not.toContain('$9.99');
    expect(asked).toEqual(['/v1/user/subscription-plans']);
  });

  it('quotes a caregiver the caregivers’ lowest monthly price', async () => {
    const text = await quote({ ...USER, type: 'service_provider' });
    expect(text).toContain('Plans start at $9.99 a month.');
    expect(asked).toEqual(['/v1/service-provider/subscription-plans']);
  });

  it('quotes no price when the audience has no monthly plan', () => {
    expect(lowestMonthly([plan('year', 9900, 'year')])).toBeUndefined();
    expect(lowestMonthly(PLANS['/v1/user/subscription-plans'] ?? [])?.price).toBe(1499);
  });
});
