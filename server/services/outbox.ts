import type pg from 'pg';
import type { OutboxEntry } from '../../src/contract/content';
import { isoMsSql } from '../db/sql-fragments';

/** Reads the development outbox that `createOutboxTransports` writes (`GET /dev/outbox`). */
export class OutboxReader {
  constructor(private readonly pool: pg.Pool) {}

  /** Newest first; only the emails and texts to `to` when given. */
  async list(to: string | undefined, limit: number): Promise<OutboxEntry[]> {
    const { rows } = await this.pool.query<OutboxEntry>(
      `select channel, recipient as "to", subject, body, code,
              coalesce(headers, '{}'::jsonb) as headers,
              ${isoMsSql('created_at')} as created_at
         from outbox where ($1::text is null or recipient = $1)
        order by created_at desc, id desc limit $2`,
      [to ?? null, limit],
    );
    return rows;
  }
}
