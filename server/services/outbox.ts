import type pg from 'pg';
import type { OutboxEntry } from '../../src/contract/content';

/** Reads the development outbox that `createOutboxTransports` writes (`GET /dev/outbox`). */
export class OutboxReader {
  constructor(private readonly pool: pg.Pool) {}

  /** Newest first; only the emails and texts to `to` when given. */
  async list(to: string | undefined, limit: number): Promise<OutboxEntry[]> {
    const { rows } = await this.pool.query<OutboxEntry>(
      `select channel, recipient as "to", subject, body, code,
              to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
         from outbox where ($1::text is null or recipient = $1)
        order by created_at desc, id desc limit $2`,
      [to ?? null, limit],
    );
    return rows;
  }
}
