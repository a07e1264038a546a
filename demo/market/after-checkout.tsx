import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SUBSCRIPTION_PATHS } from '../../src/contract/endpoints';
import type { Order } from '../../src/contract/subscriptions';
import { useKit } from '../../src/lib/kit-context';
import { useApiResource } from '../../src/lib/use-api-resource';
import { afterCheckout, forgetAfterCheckout } from './remembered';

/**
 * On /checkout-success: when the plan was bought on the way to something (the first message to
 * a caregiver), a paid order brings the person back there. The order is the one the page's
 * result reads (the same cached call).
 */
export const ReturnAfterCheckout = observer(function ReturnAfterCheckout({
  orderId,
}: {
  orderId: string | undefined;
}) {
  const { store } = useKit();
  const navigate = useNavigate();
  const next = afterCheckout();
  const order = useApiResource<Order>(
    next && orderId && store.auth.isLoggedIn ? SUBSCRIPTION_PATHS.order(orderId) : null,
    '',
  );
  const paid = order.status === 'success' && order.data.status === 'paid';
  useEffect(() => {
    if (!paid || !next) return;
    forgetAfterCheckout();
    navigate(next, { replace: true, state: { planActive: true } });
  }, [paid, next, navigate]);
  return null;
});
