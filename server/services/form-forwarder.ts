/** The site's forms, as stored in `form_submissions.form`. */
export type FormName = 'connect' | 'concierge' | 'demo_request' | 'contact';

/**
 * Sends a stored form submission on to an outside form service (a CRM, a help desk, a
 * spreadsheet script). It never throws: a failure is logged, and the stored submission stays.
 */
export interface FormForwarder {
  forward(form: FormName, payload: Record<string, unknown>): Promise<void>;
}

/** No outside service (FORMS_FORWARD_URL unset): submissions stay in the database only. */
export class NoFormForwarder implements FormForwarder {
  async forward(): Promise<void> {}
}

/** POSTs `{ form, payload }` as JSON to a URL, giving up after the timeout. */
export class HttpFormForwarder implements FormForwarder {
  constructor(
    private readonly url: string,
    private readonly warn: (message: string) => void,
    private readonly timeoutMs = 5000,
  ) {}

  async forward(form: FormName, payload: Record<string, unknown>): Promise<void> {
    const target = new URL(this.url);
    const where = `${target.origin}${target.pathname}`; // no query: it may carry a key
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ form, payload }),
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'error',
      });
      await response.body?.cancel().catch(() => {});
      if (!response.ok)
        this.warn(`forwarding a ${form} form to ${where} failed: HTTP ${response.status}`);
    } catch (error) {
      const reason =
        (error as Error).name === 'TimeoutError'
          ? `no answer in ${this.timeoutMs / 1000} s`
          : (error as Error).message;
      this.warn(`forwarding a ${form} form to ${where} failed: ${reason}`);
    }
  }
}
