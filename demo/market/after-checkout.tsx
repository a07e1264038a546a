import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useKit } from '../../src/lib/kit-context';
import { useOrder } from '../../src/plans/order-queries';
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
  const order = useOrder(next && orderId && store.auth.isLoggedIn ? orderId : null, '');
  const paid = order.status === 'success' && order.data.status === 'paid';
  useEffect(() => {
    if (!paid || !next) return;
    forgetAfterCheckout();
    navigate(next, { replace: true, state: { planActive: true } });
  }, [paid, next, navigate]);
  return null;
});
