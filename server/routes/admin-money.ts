import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminOrder,
  AdminOrderList,
  AdminOrdersQuery,
  AdminPromoCode,
  AdminPromoCodeList,
  DisablePromoCodeBody,
  OrderParams,
  PromoCodeBody,
  PromoCodeParams,
  RefundBody,
} from '../../src/contract/admin-money';
import { envelope, errorResponses } from '../../src/contract/common';
import { ADMIN_PATHS, ROUTES } from '../../src/contract/endpoints';
import { money } from '../services/billing-emails';
import { requireStaff } from '../staff-guard';

const errors = errorResponses(400, 401, 403, 404, 409, 429, 503);
const security = [{ bearer: [] }];

/**
 * The money desk (interface §10): every member's orders, refunds through the payment provider,
 * promo codes. Admins only: a moderator or a member 403, no session 401.
 */
export const adminMoneyRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx } = instance;
  const limited = { rateLimit: { max: ctx.config.limits.clientPerMinute, timeWindow: 60_000 } };

  app.get(
    ADMIN_PATHS.orders,
    {
      schema: {
        tags: ['Admin'],
        operationId: 'adminListOrders',
        summary: "Every member's orders",
        description:
          '`q`: an order id, or any part of the member’s email; `status`: one order status. Newest first, 25 a page; `total` counts every match. Admin only.',
        security,
        querystring: AdminOrdersQuery,
        response: { 200: envelope(AdminOrderList), ...errors },
      },
    },
    async (request) => {
      await requireStaff(ctx, request, 'admin');
      const list = await ctx.adminOrders.list(request.query);
      return {
        success: true,
        message: request.t(list.total ? 'adminMoney.ordersLoaded' : 'adminMoney.noOrders'),
        results: list,
      };
    },
  );

  app.post(
    ROUTES.adminRefund,
    {
      config: limited,
      schema: {
        tags: ['Admin'],
        operationId: 'adminRefundOrder',
        summary: 'Refund an order, whole or in part',
        description:
          '`amount` (minor units) defaults to all that is left of the order; more than what is left answers 400 naming `amount`; an unpaid or failed order 409. The refund goes through the payment provider once per call even when the call to the provider is retried (one idempotency key per refund, kept in a row); calls at once on one order take turns, so the refunds never add up to more than was paid. When the provider does not answer, 503: nothing more is refunded for it, and the next call on the order (90 seconds later: longer than the provider client’s own retries) finishes it with the same key. A refund of the whole current period ends the plan at once. The member is emailed in their language; the audit log keeps `order.refund` with the `reason`. Admin only.',
        security,
        params: OrderParams,
        body: RefundBody,
        response: { 200: envelope(AdminOrder), ...errors },
      },
    },
    async (request) => {
      const admin = await requireStaff(ctx, request, 'admin');
      const outcome = await ctx.refunds.refund(request.params.order_id, admin, request.body);
      const amount = money(request.language, outcome.refunded, outcome.order.currency);
      return {
        success: true,
        message: request.t(
          outcome.finishedEarlier
            ? 'adminMoney.refundFinished'
            : outcome.planEnded
              ? 'adminMoney.refundedPlanEnded'
              : 'adminMoney.refunded',
          { amount },
        ),
        results: outcome.order,
      };
    },
  );

  app.get(
    ADMIN_PATHS.promoCodes,
    {
      schema: {
        tags: ['Admin'],
        operationId: 'adminListPromoCodes',
        summary: 'Promo codes',
        description:
          'Every code, newest first, with `uses` (paid orders with the code) and `status` (`disabled`, else `expired`, else `used_up`, else `active`). Admin only.',
        security,
        response: { 200: envelope(AdminPromoCodeList), ...errors },
      },
    },
    async (request) => {
      await requireStaff(ctx, request, 'admin');
      return {
        success: true,
        message: request.t('adminMoney.promoCodesLoaded'),
        results: await ctx.promoCodes.list(),
      };
    },
  );

  app.post(
    ADMIN_PATHS.promoCodes,
    {
      config: limited,
      schema: {
        tags: ['Admin'],
        operationId: 'adminCreatePromoCode',
        summary: 'Make a promo code',
        description:
          '`code`: 3–32 letters, digits or dashes, kept upper-case; a code that exists answers 409. `plan_ids` (left out: every plan) must name plans that exist; `expires_at` must be in the future; `max_uses` (left out: no limit) counts paid orders, and holds exactly however many pay at once: a use is taken when the order is paid, and an order paid when none is left is refused with a message and not charged. Audit `promo_code.create`. Admin only.',
        security,
        body: PromoCodeBody,
        response: { 200: envelope(AdminPromoCode), ...errors },
      },
    },
    async (request) => {
      const admin = await requireStaff(ctx, request, 'admin');
      const code = await ctx.promoCodes.create(admin, request.body);
      return {
        success: true,
        message: request.t('adminMoney.promoCreated', { code: code.code }),
        results: code,
      };
    },
  );

  app.post(
    ROUTES.adminDisablePromoCode,
    {
      config: limited,
      schema: {
        tags: ['Admin'],
        operationId: 'adminDisablePromoCode',
        summary: 'Disable a promo code',
        description:
          'From now on the code is refused when it is added and when an order with it is paid, with a message. Again on a disabled code changes nothing. Audit `promo_code.disable` with the optional `reason`. Admin only.',
        security,
        params: PromoCodeParams,
        body: DisablePromoCodeBody,
        response: { 200: envelope(AdminPromoCode), ...errors },
      },
    },
    async (request) => {
      const admin = await requireStaff(ctx, request, 'admin');
      const { code, changed } = await ctx.promoCodes.disable(
        admin,
        request.params.code,
        request.body?.reason,
      );
      return {
        success: true,
        message: request.t(
          changed ? 'adminMoney.promoDisabledNow' : 'adminMoney.promoAlreadyDisabled',
          { code: code.code },
        ),
        results: code,
      };
    },
  );
};
