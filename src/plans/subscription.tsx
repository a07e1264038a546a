import { observer } from 'mobx-react-lite';
import { type ComponentType, useEffect, useState } from 'react';
import type { SubscriptionSummary } from '../contract/subscriptions';
import { useWords } from '../i18n/use-words';
import { useKit } from '../lib/kit-context';
import { lazyModule } from '../lib/lazy-module';
import { Spinner } from '../ui/spinner';
import type { PlanManagerProps } from './plan-manager';
import { SubscriptionTable, type SubscriptionTableProps } from './subscription-table';
import { plansWords } from './words';

/** The management view, loaded for a member with a plan only: visitors never download it. */
const manager = lazyModule(() => import('./plan-manager'));
const loadManager = (): Promise<ComponentType<PlanManagerProps>> =>
  manager.load().then((module) => module.PlanManager);

/**
 * `<ftc-subscription>` (interface §3, §9): the plans to choose from, or, for a member with a plan,
 * that plan with "Cancel plan", "Resume plan" and "Change plan".
 */
export const Subscription = observer(function Subscription(props: SubscriptionTableProps) {
  const { store } = useKit();
  const { m } = useWords(plansWords);
  const summary = store.auth.user?.subscription as SubscriptionSummary | null | undefined;
  const hasPlan = store.auth.isLoggedIn && Boolean(summary) && summary?.status !== 'expired';
  const [Manager, setManager] = useState<ComponentType<PlanManagerProps> | undefined>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!hasPlan || Manager || failed) return;
    let live = true;
    loadManager().then(
      (component) => live && setManager(() => component),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [hasPlan, Manager, failed]);

  const table = <SubscriptionTable {...props} />;
  if (!hasPlan) return table;
  if (failed) {
    return (
      <div className="ftc-plans ftc-state" part="container" role="alert">
        <p>{m.planLoadFailed}</p>
        <button type="button" className="ftc-button" part="button" onClick={() => setFailed(false)}>
          {m.tryAgain}
        </button>
      </div>
    );
  }
  if (!Manager) {
    return (
      <div className="ftc-plans ftc-state" part="container" aria-busy="true" role="status">
        <Spinner />
        <span>{m.loadingPlan}</span>
      </div>
    );
  }
  return <Manager type={props.type} noPlan={table} />;
});
