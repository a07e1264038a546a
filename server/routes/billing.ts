import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BillingResults,
  BillingSubscription,
  CancelBody,
  ChangeBody,
  ChangeResults,
  PaymentMethodResults,
  Receipt,
  ReceiptParams,
} from '../../src/contract/billing';
import { envelope, errorResponses } from '../../src/contract/common';
import { ROUTES } from '../../src/contract/endpoints';
import { type ApiProblem, conflict, fieldProblem, notFound } from '../errors';
import { word } from '../i18n';
import { operationMember as member } from '../plugins/openapi';
import type { ChangeOutcome, LifecycleOutcome } from '../services/billing';
import { longDate, money } from '../services/billing-emails';
import type { AccountType } from '../services/tokens';
import { AUDIENCES, requireAccount as guard, accountLabel as label } from '../session-guard';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/**
 * A member's plan and money (interface §9 "Plan and billing"): billing, cancel, resume, change,
 * the card-update link and receipts. Rules and SQL are services/billing.ts; the sandbox's
 * card-update page is routes/checkout.ts.
 */
export const billingRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx } = instance;
  const { limits } = ctx.config;
  const billing = ctx.billing;
  const limited = { rateLimit: { max: limits.clientPerMinute, timeWindow: 60_000 } };
  const requireAccount = (request: FastifyRequest, type?: AccountType) =>
    guard(ctx, request, type, 'sessions.toBuyPlans');

  /** The problem of an outcome that did nothing, as status and words. */
  const refuse = (
    request: FastifyRequest,
    outcome: Exclude<LifecycleOutcome, { kind: 'done' }>,
    noPlan: 'billing.noPlan' | 'billing.noPlanToCancel' | 'billing.noPlanToResume',
  ): ApiProblem => {
    switch (outcome.kind) {
      case 'no_plan':
        return conflict(noPlan);
      case 'too_late':
        return conflict(
          word('billing.resumeTooLate', { date: longDate(request.language, outcome.endedAt) }),
        );
      case 'past_due':
        return conflict('billing.pastDue');
      case 'same_plan':
        return conflict('billing.sameAsCurrent');
      case 'unknown_plan':
        return fieldProblem('plan_id', 'plans.unknown');
      case 'other_audience':
        return fieldProblem(
          'plan_id',
          outcome.audience === 'user' ? 'plans.parentsOnly' : 'plans.caregiversOnly',
        );
    }
  };
  const endDate = (request: FastifyRequest, iso: string) =>
    longDate(request.language, new Date(iso));

  for (const { prefix, type } of AUDIENCES) {
    const who = label(type);

    app.get(
      `${prefix}${ROUTES.billingUnderPrefix}`,
      {
        schema: {
          tags: ['Billing'],
          operationId: `get${member(type)}Billing`,
          summary: `A ${who}'s plan, card on file, orders and accepted renewal terms`,
          description:
            'The newest 50 orders, newest first. `consent` is the renewal terms accepted with the latest paid order.',
          security: [{ bearer: [] }],
          response: { 200: envelope(BillingResults), ...errors },
        },
      },
      async (request) => {
        const account = await requireAccount(request, type);
        return {
          success: true,
          message: request.t('billing.loaded'),
          results: await billing.overview(account.id),
        };
      },
    );

    app.post(
      `${prefix}${ROUTES.cancelUnderPrefix}`,
      {
        config: limited,
        schema: {
          tags: ['Billing'],
          operationId: `cancel${member(type)}Subscription`,
          summary: `Cancel a ${who}'s plan at the end of its period`,
          description:
            'Renewal off; `cancel_at` is the period end and the plan stays `active` until then. Nothing is charged again. An email confirms the end date. Calling it again changes nothing (and sends nothing). 409 without a running plan.',
          security: [{ bearer: [] }],
          body: CancelBody,
          response: { 200: envelope(BillingSubscription), ...errors },
        },
      },
      async (request) => {
        const account = await requireAccount(request, type);
        const outcome = await billing.cancel(account.id, request.body?.reason);
        if (outcome.kind !== 'done') throw refuse(request, outcome, 'billing.noPlanToCancel');
        const date = endDate(request, outcome.subscription.cancel_at as string);
        return {
          success: true,
          message: request.t(outcome.changed ? 'billing.cancelled' : 'billing.alreadyCancelled', {
            date,
          }),
          results: outcome.subscription,
        };
      },
    );

    app.post(
      `${prefix}${ROUTES.resumeUnderPrefix}`,
      {
        config: limited,
        schema: {
          tags: ['Billing'],
          operationId: `resume${member(type)}Subscription`,
          summary: `Resume a cancelled ${who} plan before it ends`,
          description:
            'Renewal back on (`auto_renew: true`, `cancel_at: null`) and an email says so. After the plan ended: 409. A plan that is not cancelled is answered as it is.',
          security: [{ bearer: [] }],
          response: { 200: envelope(BillingSubscription), ...errors },
        },
      },
      async (request) => {
        const account = await requireAccount(request, type);
        const outcome = await billing.resume(account.id);
        if (outcome.kind !== 'done') throw refuse(request, outcome, 'billing.noPlanToResume');
        const date = endDate(request, outcome.subscription.current_period_end);
        return {
          success: true,
          message: request.t(outcome.changed ? 'billing.resumed' : 'billing.notCancelled', {
            date,
          }),
          results: outcome.subscription,
        };
      },
    );

    app.post(
      `${prefix}${ROUTES.changeUnderPrefix}`,
      {
        config: limited,
        schema: {
          tags: ['Billing'],
          operationId: `change${member(type)}Plan`,
          summary: `Change a ${who}'s plan`,
          description:
            'A plan of a lower (or the same) price starts at `current_period_end`: the answer is the subscription with `scheduled_plan_id`, nothing charged now. A dearer plan: `{ order_id, checkout_url }` of a `change` order for `new − round(paid × d / D)` (d the whole days left, D the days of the period, halves up); the new plan starts, with a full period, when it is paid. Choosing the current plan undoes a scheduled change; otherwise 409. Each is confirmed by email.',
          security: [{ bearer: [] }],
          body: ChangeBody,
          response: { 200: envelope(ChangeResults), 201: envelope(ChangeResults), ...errors },
        },
      },
      async (request, reply) => {
        const account = await requireAccount(request, type);
        const outcome: ChangeOutcome = await billing.change(account.id, type, request.body.plan_id);
        if (outcome.kind === 'order') {
          reply.code(201);
          return {
            success: true,
            message: request.t('billing.changeOrderReady', {
              amount: money(request.language, outcome.amount, outcome.currency),
              plan: outcome.planName,
            }),
            results: {
              order_id: outcome.orderId,
              checkout_url: billing.checkoutUrl(outcome.orderId),
            },
          };
        }
        if (outcome.kind !== 'done') throw refuse(request, outcome, 'billing.noPlan');
        const { subscription } = outcome;
        const scheduled = subscription.scheduled_plan_id;
        const plans = scheduled ? await ctx.subscriptions.plan(scheduled) : undefined;
        return {
          success: true,
          message: scheduled
            ? request.t('billing.changeScheduled', {
                plan: plans?.name ?? scheduled,
                date: endDate(request, subscription.current_period_end),
              })
            : request.t('billing.changeUnscheduled', { plan: subscription.plan_name }),
          results: subscription,
        };
      },
    );

    app.post(
      `${prefix}${ROUTES.paymentMethodUnderPrefix}`,
      {
        config: limited,
        schema: {
          tags: ['Billing'],
          operationId: `replace${member(type)}PaymentMethod`,
          summary: `Where a ${who} replaces the card kept for renewals`,
          description:
            "The payment provider's page; the sandbox's own card-update page (its checkout's card rules), by a link signed for this account that expires in an hour.",
          security: [{ bearer: [] }],
          response: { 200: envelope(PaymentMethodResults), ...errors },
        },
      },
      async (request) => {
        const account = await requireAccount(request, type);
        const url = await billing.paymentMethodUrl(account.id);
        // Only with a hosted provider: the member has never paid through it, so keeps no card.
        if (!url) throw conflict('billing.noCardYet');
        return { success: true, message: request.t('billing.paymentMethodPage'), results: { url } };
      },
    );
  }

  app.get(
    ROUTES.receipt,
    {
      schema: {
        tags: ['Billing'],
        operationId: 'getOrderReceipt',
        summary: 'The receipt of a paid order',
        description:
          'Only the member who placed the order sees it; anyone else, an unknown order and an order never paid get the same 404.',
        security: [{ bearer: [] }],
        params: ReceiptParams,
        response: { 200: envelope(Receipt), ...errors },
      },
    },
    async (request) => {
      const account = await requireAccount(request);
      const receipt = await billing.receipt(account.id, request.params.order_id);
      if (!receipt) throw notFound('billing.receiptNotFound');
      const interval = request.t(
        receipt.interval === 'year' ? 'billing.yearly' : 'billing.monthly',
      );
      const planLine = request.t('billing.planLine', { plan: receipt.plan_name, interval });
      const lines =
        receipt.kind === 'change' && receipt.change_credit
          ? [
              { description: planLine, amount: receipt.plan_price },
              {
                description: request.t('billing.unusedCredit', {
                  plan: receipt.change_from_plan_name ?? '',
                }),
                amount: -receipt.change_credit,
              },
            ]
          : [{ description: planLine, amount: receipt.total }];
      return {
        success: true,
        message: request.t('billing.receiptLoaded'),
        results: {
          order_id: receipt.order_id,
          number: receipt.number,
          issued_at: receipt.issued_at,
          seller: await billing.seller(),
          buyer: receipt.buyer,
          lines,
          total: receipt.total,
          currency: receipt.currency,
          payment_method: receipt.payment_method,
          status: receipt.status,
          refunded_amount: receipt.refunded_amount,
        },
      };
    },
  );
};
