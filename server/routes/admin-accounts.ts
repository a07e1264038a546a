import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountIdParams,
  AdminAccountDetail,
  AdminAccountPage,
  AdminAccountsQuery,
  AuditPage,
  AuditQuery,
  StaffBody,
  StaffParams,
  StaffResults,
  SuspendBody,
  UnsuspendBody,
} from '../../src/contract/admin-accounts';
import { envelope, errorResponses, MessageOnly } from '../../src/contract/common';
import { ADMIN_PATHS, ROUTES } from '../../src/contract/endpoints';
import { inTransaction } from '../db/transaction';
import { conflict, notFound } from '../errors';
import { word } from '../i18n';
import { actorFilter, auditPage, setStaffRole, targetFilter } from '../services/audit-log';
import { requireStaff } from '../staff-guard';

const errors = errorResponses(400, 401, 403, 404, 409, 429, 503);

const security = [{ bearer: [] }];

/**
 * The accounts desk (interface §10): search and an account's picture (moderators), suspensions
 * (moderators), staff roles and the audit log (admins). Every action writes its audit row in
 * its own transaction.
 */
export const adminAccountRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx } = instance;
  const limited = { rateLimit: { max: ctx.config.limits.clientPerMinute, timeWindow: 60_000 } };

  app.get(
    ADMIN_PATHS.accounts,
    {
      schema: {
        tags: ['Admin'],
        operationId: 'adminSearchAccounts',
        summary: 'Search accounts',
        description:
          '`q`: part of the name or email (case-insensitive) or the digits of the mobile; `type`, `status` (`active`, `suspended`, `deleted`); newest first, 25 a page. Moderators and admins.',
        security,
        querystring: AdminAccountsQuery,
        response: { 200: envelope(AdminAccountPage), ...errors },
      },
    },
    async (request) => {
      await requireStaff(ctx, request, 'moderator');
      const page = await ctx.adminAccounts.search(request.query);
      return {
        success: true,
        message: request.t(
          page.total > 0
            ? word('staffAccounts.loaded', { count: page.total })
            : 'staffAccounts.none',
        ),
        results: page,
      };
    },
  );

  app.get(
    ROUTES.adminAccount,
    {
      schema: {
        tags: ['Admin'],
        operationId: 'adminGetAccount',
        summary: "An account's picture",
        description:
          'The account with its orders, documents, reports made and received (about its profile, jobs, reviews, conversations and messages), and the staff actions on it. Moderators and admins; an unknown id answers 404.',
        security,
        params: AccountIdParams,
        response: { 200: envelope(AdminAccountDetail), ...errors },
      },
    },
    async (request) => {
      await requireStaff(ctx, request, 'moderator');
      const account = await ctx.adminAccounts.detail(request.params.id);
      if (!account) throw notFound('staffAccounts.notFound');
      return {
        success: true,
        message: request.t(word('staffAccounts.detail', { name: account.full_name })),
        results: account,
      };
    },
  );

  app.post(
    ROUTES.adminSuspend,
    {
      config: limited,
      schema: {
        tags: ['Admin'],
        operationId: 'adminSuspendAccount',
        summary: 'Suspend an account',
        description:
          'Every session and live stream of the account ends at once, on every instance; login answers 403 saying it is suspended; its profile, jobs and reviews leave the market; the member is emailed the reason (and `until`) in their language. `until` (in the future): the suspension lifts itself then; left out, it lasts until staff lift it. `reason` (10–500) goes to the audit log. Moderators and admins; a moderator cannot suspend an admin (403); nobody their own account or the ADMIN_EMAIL account. Already suspended: 409.',
        security,
        params: AccountIdParams,
        body: SuspendBody,
        response: { 200: MessageOnly, ...errors },
      },
    },
    async (request) => {
      const actor = await requireStaff(ctx, request, 'moderator');
      const { reason, until } = request.body;
      const outcome = await inTransaction(ctx.pool, (client) =>
        ctx.suspensions.suspend(client, actor, request.params.id, { reason, until: until ?? null }),
      );
      if (outcome === 'not_found') throw notFound('staffAccounts.notFound');
      if (outcome === 'already') throw conflict('suspension.already');
      return { success: true, message: request.t('suspension.suspended') };
    },
  );

  app.post(
    ROUTES.adminUnsuspend,
    {
      config: limited,
      schema: {
        tags: ['Admin'],
        operationId: 'adminUnsuspendAccount',
        summary: 'Lift a suspension',
        description:
          'The member may log in again and is emailed. `reason` (10–500) goes to the audit log. Moderators and admins (a moderator not for an admin); not suspended: 409.',
        security,
        params: AccountIdParams,
        body: UnsuspendBody,
        response: { 200: MessageOnly, ...errors },
      },
    },
    async (request) => {
      const actor = await requireStaff(ctx, request, 'moderator');
      const outcome = await inTransaction(ctx.pool, (client) =>
        ctx.suspensions.unsuspend(client, actor, request.params.id, request.body.reason),
      );
      if (outcome === 'not_found') throw notFound('staffAccounts.notFound');
      if (outcome === 'not_suspended') throw conflict('suspension.notSuspended');
      return { success: true, message: request.t('suspension.unsuspended') };
    },
  );

  app.put(
    ROUTES.adminStaff,
    {
      config: limited,
      schema: {
        tags: ['Admin'],
        operationId: 'adminSetStaffRole',
        summary: "Grant or remove an account's staff role",
        description:
          "`role`: `admin`, `moderator`, or null to take the role away; it holds on the account's next request, on every instance. The audit log keeps the old and new role and the optional `reason`. The ADMIN_EMAIL account is always an admin: 409. Admins only.",
        security,
        params: StaffParams,
        body: StaffBody,
        response: { 200: envelope(StaffResults), ...errors },
      },
    },
    async (request) => {
      const actor = await requireStaff(ctx, request, 'admin');
      const { role, reason } = request.body;
      const accountId = request.params.account_id;
      const outcome = await inTransaction(ctx.pool, (client) =>
        setStaffRole(client, actor, accountId, role, reason || null),
      );
      if (outcome.kind === 'not_found') throw notFound('staffAccounts.notFound');
      if (outcome.kind === 'admin_account') throw conflict('staffRoles.adminAccount');
      return {
        success: true,
        message: request.t(
          role
            ? word('staffRoles.granted', { name: outcome.full_name, role })
            : word('staffRoles.removed', { name: outcome.full_name }),
        ),
        results: { id: Number(accountId), staff_role: role },
      };
    },
  );

  app.get(
    ADMIN_PATHS.audit,
    {
      schema: {
        tags: ['Admin'],
        operationId: 'adminListAuditLog',
        summary: 'The audit log',
        description:
          "Every staff action, newest first, 25 a page. `actor`: the staff account's id or email; `target`: `kind:id` (`account:42`, `order:ord_…`) or just an id. The log cannot be changed or deleted. Admins only.",
        security,
        querystring: AuditQuery,
        response: { 200: envelope(AuditPage), ...errors },
      },
    },
    async (request) => {
      await requireStaff(ctx, request, 'admin');
      const { actor, target, page } = request.query;
      const found = await auditPage(
        ctx.pool,
        {
          ...(actor ? { actor: actorFilter(actor) } : {}),
          ...(target ? { target: targetFilter(target) } : {}),
        },
        page,
      );
      return {
        success: true,
        message: request.t(
          found.total > 0 ? word('audit.loaded', { count: found.total }) : 'audit.none',
        ),
        results: found,
      };
    },
  );
};
