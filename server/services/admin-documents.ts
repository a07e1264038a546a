import type pg from 'pg';
import type { AdminDocument, BadgeKind } from '../../src/contract/caregivers';
import type { DocumentMime } from '../../src/contract/documents';
import { CAREGIVER_PATHS } from '../../src/contract/endpoints';
import { type ClockLike, REAL_CLOCK } from '../clock';
import { isoDateSql, isoSql, NOW_SQL } from '../db/sql-fragments';
import type { WordKey } from '../i18n';
import type { AccountRow } from './accounts';
import { recordAudit } from './audit';
import type { BadgeService } from './badges';
import { LIST_LIMIT } from './favourites';
import type { FileStorage } from './file-storage';
import type { EmailTransport } from './transports';

export type AdminStatus = AdminDocument['status'];

/** The API's statuses and the table's. */
const STORED_STATUS: Record<AdminStatus, string> = {
  pending: 'pending_review',
  approved: 'approved',
  rejected: 'rejected',
};

/** How long an admin's presigned link to a document opens it (object storage only). */
export const ADMIN_LINK_SECONDS = 5 * 60;

/** RFC 6266 `inline` with `filename*`, plus a plain ASCII fallback. */
export function inlineDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

// The storage columns are read to make the link and never sent.
const DOCUMENT_COLUMNS = `d.id, d.storage_key, d.mime, d.original_name,
  coalesce(p.first_name, split_part(btrim(a.full_name), ' ', 1)) as owner_first_name,
  p.id as owner_profile_id, d.kind,
  case d.status when 'pending_review' then 'pending' else d.status end as status,
  ${isoDateSql('d.expires_on')} as expires_on, ${isoSql('d.created_at')} as created_at`;

const DOCUMENT_FROM = `documents d join accounts a on a.id = d.account_id
  left join caregiver_profiles p on p.account_id = d.account_id`;

type DocumentRow = Omit<AdminDocument, 'file_url' | 'owner_profile_id'> & {
  owner_profile_id: string | null;
  storage_key: string;
  mime: DocumentMime;
  original_name: string;
};

/** A staff decision: both need the reason (interface §10), kept in the audit log. */
export type Decision =
  | { decision: 'approve'; kind: Exclude<BadgeKind, 'mobile'>; expires_at?: string; reason: string }
  | { decision: 'reject'; kind: Exclude<BadgeKind, 'mobile'>; reason: string };

export type DecisionOutcome =
  | { ok: true; document: AdminDocument; said: WordKey }
  | {
      ok: false;
      problem: 'not_found' | 'already_decided' | 'expired' | 'document_expired' | 'no_profile';
      status?: AdminStatus;
      document?: AdminDocument;
    };

const DOCUMENT_KIND_LABEL: Record<string, string> = {
  identity: 'identity',
  certification: 'certification',
  background_check: 'background check',
  other: '',
};

/**
 * The admin's review of uploaded documents: the queue, a document's file, and the decision
 * (approve: the badge on the owner's caregiver profile; reject: the reason, emailed).
 */
export class AdminDocumentService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly badges: BadgeService,
    private readonly email: EmailTransport,
    private readonly publicUrl: string,
    private readonly warn: (message: string) => void = () => {},
    /** With a `signedUrl` (object storage), each `file_url` is a presigned link. */
    private readonly files?: FileStorage,
    /** "Now" for an expiry's check: the server's clock (a tick moves it). */
    private readonly clock: ClockLike = REAL_CLOCK,
  ) {}

  /**
   * The admin's link to a document's bytes: a presigned GET of the object store, valid for
   * ADMIN_LINK_SECONDS (signed here, no request to the store); on disk, the admin-only route
   * that the bearer token opens.
   */
  private async view(row: DocumentRow): Promise<AdminDocument> {
    const { storage_key, mime, original_name, ...document } = row;
    const file_url = this.files?.signedUrl
      ? await this.files.signedUrl(storage_key, {
          expiresInSeconds: ADMIN_LINK_SECONDS,
          contentType: mime,
          contentDisposition: inlineDisposition(original_name),
        })
      : CAREGIVER_PATHS.adminDocumentFile(row.id);
    return {
      ...document,
      owner_profile_id: row.owner_profile_id === null ? null : Number(row.owner_profile_id),
      file_url,
    };
  }

  /** Documents with a status: pending ones oldest first (a queue), decided ones newest first. */
  async list(status: AdminStatus): Promise<AdminDocument[]> {
    const order =
      status === 'pending' ? 'd.created_at, d.id' : 'd.reviewed_at desc nulls last, d.id';
    const { rows } = await this.pool.query<DocumentRow>(
      `select ${DOCUMENT_COLUMNS} from ${DOCUMENT_FROM}
        where d.status = $1 order by ${order} limit ${LIST_LIMIT}`,
      [STORED_STATUS[status]],
    );
    return Promise.all(rows.map((row) => this.view(row)));
  }

  /** Where a document's bytes are and what they are; null when there is no such document. */
  async file(
    id: string,
  ): Promise<{ storage_key: string; mime: DocumentMime; original_name: string } | null> {
    const { rows } = await this.pool.query<{
      storage_key: string;
      mime: DocumentMime;
      original_name: string;
    }>('select storage_key, mime, original_name from documents where id = $1', [id]);
    return rows[0] ?? null;
  }

  /**
   * A staff decision, once per document (the row is locked while deciding), and its audit row
   * (`document.approve` / `document.reject`) in the same transaction. Approving a document whose
   * owner has no caregiver profile still approves it: `no_profile`, with it. A rejection's
   * email goes after the commit; a failed send does not undo the decision.
   */
  async decide(id: string, actor: AccountRow, decision: Decision): Promise<DecisionOutcome> {
    const adminAccountId = actor.id;
    const client = await this.pool.connect();
    let owner: { email: string; first_name: string; kind: string; created_at: Date } | undefined;
    let outcome: DecisionOutcome;
    try {
      await client.query('begin');
      const { rows } = await client.query<{
        status: string;
        profile_id: string | null;
        expires_at: string | null;
        email: string;
        first_name: string;
        kind: string;
        created_at: Date;
      }>(
        `select d.status, p.id as profile_id, d.kind, d.created_at, a.email,
                coalesce(p.first_name, split_part(btrim(a.full_name), ' ', 1)) as first_name,
                -- A document is good through its expiry day (UTC).
                ${isoSql("((d.expires_on + 1)::timestamp at time zone 'UTC')")} as expires_at
           from ${DOCUMENT_FROM} where d.id = $1 for update of d`,
        [id],
      );
      const found = rows[0];
      if (!found) {
        await client.query('rollback');
        return { ok: false, problem: 'not_found' };
      }
      if (found.status !== 'pending_review') {
        await client.query('rollback');
        return {
          ok: false,
          problem: 'already_decided',
          status: found.status === 'approved' ? 'approved' : 'rejected',
        };
      }
      if (decision.decision === 'approve') {
        const expiresAt = decision.expires_at ?? found.expires_at;
        if (expiresAt !== null && Date.parse(expiresAt) <= this.clock.nowMs()) {
          await client.query('rollback');
          return {
            ok: false,
            problem: decision.expires_at === undefined ? 'document_expired' : 'expired',
          };
        }
        await client.query(
          `update documents set status = 'approved', reviewed_at = ${NOW_SQL}, reviewed_by = $2,
                  review_reason = null where id = $1`,
          [id, adminAccountId],
        );
        if (found.profile_id !== null) {
          await this.badges.grant(
            {
              profileId: found.profile_id,
              kind: decision.kind,
              expiresAt: expiresAt === null ? null : new Date(expiresAt).toISOString(),
              documentId: id,
            },
            client,
          );
        }
        const document = await this.one(client, id);
        outcome =
          found.profile_id === null
            ? { ok: false, problem: 'no_profile', document }
            : { ok: true, document, said: 'admin.approved' };
      } else {
        await client.query(
          `update documents set status = 'rejected', reviewed_at = ${NOW_SQL}, reviewed_by = $2,
                  review_reason = $3 where id = $1`,
          [id, adminAccountId, decision.reason],
        );
        owner = found;
        outcome = {
          ok: true,
          document: await this.one(client, id),
          said: 'admin.rejected',
        };
      }
      await recordAudit(client, {
        actor,
        action: `document.${decision.decision}`,
        target: { kind: 'document', id },
        reason: decision.reason,
        details: { kind: decision.kind },
      });
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
    if (owner && decision.decision === 'reject' && outcome.ok) {
      const sent = await this.sendRejection(owner, decision.reason);
      if (!sent) outcome = { ...outcome, said: 'admin.rejectedNotEmailed' };
    }
    return outcome;
  }

  private async one(client: pg.PoolClient, id: string): Promise<AdminDocument> {
    const { rows } = await client.query<DocumentRow>(
      `select ${DOCUMENT_COLUMNS} from ${DOCUMENT_FROM} where d.id = $1`,
      [id],
    );
    return this.view(rows[0] as DocumentRow);
  }

  /** The owner learns why (plain text: the reason is shown as written). */
  private async sendRejection(
    owner: { email: string; first_name: string; kind: string; created_at: Date },
    reason: string,
  ): Promise<boolean> {
    const what = DOCUMENT_KIND_LABEL[owner.kind] ?? '';
    const day = owner.created_at.toISOString().slice(0, 10);
    try {
      await this.email.send({
        to: owner.email,
        subject: 'Your document was not approved',
        body: `Hello ${owner.first_name},\n\nWe reviewed the ${what ? `${what} ` : ''}document you uploaded on ${day} and could not approve it.\n\nReason: ${reason}\n\nYou can upload a new document from your account: ${this.publicUrl}/dashboard/profile\n\nThe FTC team`,
      });
      return true;
    } catch (error) {
      this.warn(`the rejection email of a document was not sent: ${(error as Error).message}`);
      return false;
    }
  }
}
