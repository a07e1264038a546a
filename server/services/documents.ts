import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { DocumentKind, DocumentMime } from '../../src/contract/documents';
import { isoDateSql } from '../db/sql-fragments';

export interface DocumentView {
  id: string;
  kind: DocumentKind;
  original_name: string;
  mime: DocumentMime;
  size_bytes: number;
  status: 'pending_review' | 'approved' | 'rejected';
  expires_on: string | null;
  created_at: string;
}

const COLUMNS = `id, kind, original_name, mime, size_bytes, status,
  ${isoDateSql('expires_on')} as expires_on, created_at`;

type Row = Omit<DocumentView, 'created_at'> & { created_at: Date };

const view = (row: Row): DocumentView => ({ ...row, created_at: row.created_at.toISOString() });

/** A new document id: 128 random bits, URL-safe. */
export const newDocumentId = () => randomBytes(16).toString('base64url');

const EXTENSIONS: Record<DocumentMime, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** Where a document's bytes are stored: made from the account and the random id only. */
export const storageKeyOf = (accountId: string, id: string, mime: DocumentMime) =>
  `documents/${accountId}/${id}.${EXTENSIONS[mime]}`;

/** Removes paths, invisible characters and excess length from an uploaded file's name. */
export function displayName(filename: string | undefined, mime: DocumentMime): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\p{Cf}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const name = Array.from(cleaned).slice(0, 200).join('').trim();
  return name || `document.${EXTENSIONS[mime]}`;
}

/** The documents table: what each account uploaded and where its bytes are stored. */
export class DocumentRepository {
  constructor(private readonly pool: pg.Pool) {}

  async create(document: {
    id: string;
    accountId: string;
    kind: DocumentKind;
    originalName: string;
    mime: DocumentMime;
    sizeBytes: number;
    storageKey: string;
    expiresOn: string | null;
  }): Promise<DocumentView> {
    const { rows } = await this.pool.query<Row>(
      `insert into documents (id, account_id, kind, original_name, mime, size_bytes, storage_key, expires_on)
       values ($1, $2, $3, $4, $5, $6, $7, $8)
       returning ${COLUMNS}`,
      [
        document.id,
        document.accountId,
        document.kind,
        document.originalName,
        document.mime,
        document.sizeBytes,
        document.storageKey,
        document.expiresOn,
      ],
    );
    return view(rows[0] as Row);
  }

  /** The account's documents, newest first. */
  async list(accountId: string): Promise<DocumentView[]> {
    const { rows } = await this.pool.query<Row>(
      `select ${COLUMNS} from documents where account_id = $1 order by created_at desc, id`,
      [accountId],
    );
    return rows.map(view);
  }

  /** Where the account's document is stored, or null when it has no such document. */
  async storageKey(accountId: string, id: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ storage_key: string }>(
      'select storage_key from documents where id = $1 and account_id = $2',
      [id, accountId],
    );
    return rows[0]?.storage_key ?? null;
  }

  /** Deletes the account's document; its storage key, or null when it has no such document. */
  async remove(accountId: string, id: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ storage_key: string }>(
      'delete from documents where id = $1 and account_id = $2 returning storage_key',
      [id, accountId],
    );
    return rows[0]?.storage_key ?? null;
  }
}
