import type pg from 'pg';
import type { FormName } from './form-forwarder';

/** The site's form submissions (`form_submissions`), as validated and cleaned. */
export class FormSubmissions {
  constructor(private readonly pool: pg.Pool) {}

  /** Stores one submission; answers its id. */
  async store(form: FormName, payload: Record<string, unknown>, email: string, ip: string) {
    const { rows } = await this.pool.query<{ id: string }>(
      `insert into form_submissions (form, payload, email, ip) values ($1, $2, $3, $4)
       returning id::text as id`,
      [form, JSON.stringify(payload), email, ip],
    );
    return rows[0]?.id ?? '';
  }
}
