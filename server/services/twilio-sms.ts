import type { SmsProvider } from './sms-provider';
import { DeliveryFailure } from './transports';

export interface TwilioStyleOptions {
  /** The endpoint that sends one message, e.g. Twilio's `…/Accounts/{sid}/Messages.json`. */
  url: string;
  /** `sid:secret` goes as HTTP Basic credentials (Twilio), anything else as a Bearer token. */
  token: string | undefined;
  /** The sender (`From`); omitted when the provider picks it. */
  from: string | undefined;
  timeoutMs: number;
}

export function authorizationHeader(token: string | undefined): string | undefined {
  if (!token) return undefined;
  if (/^[^:\s]+:\S+$/.test(token)) return `Basic ${Buffer.from(token).toString('base64')}`;
  return `Bearer ${token}`;
}

/**
 * Twilio's shape of API, which many providers share: a form-encoded POST of `To`, `From` and
 * `Body`; any 2xx means accepted. 429 and 5xx are worth another try, other 4xx are not (the
 * number, the sender or the credentials are wrong). The answer's body is never logged: it may
 * repeat the message.
 */
export class TwilioStyleSmsProvider implements SmsProvider {
  readonly name: string;

  constructor(private readonly options: TwilioStyleOptions) {
    this.name = new URL(options.url).host;
  }

  async send({ to, body }: { to: string; body: string }): Promise<void> {
    const form = new URLSearchParams({ To: to, Body: body });
    if (this.options.from) form.set('From', this.options.from);
    const authorization = authorizationHeader(this.options.token);
    let response: Response;
    try {
      response = await fetch(this.options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
          ...(authorization ? { authorization } : {}),
        },
        body: form,
        signal: AbortSignal.timeout(this.options.timeoutMs),
        // A redirect is an answer of its own (3xx, not retried): credentials stay on this host.
        redirect: 'manual',
      });
    } catch (error) {
      const name = (error as Error)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new DeliveryFailure(`no answer within ${this.options.timeoutMs} ms`, true);
      }
      const cause = (error as { cause?: { code?: string } })?.cause?.code;
      throw new DeliveryFailure(`network error${cause ? ` ${cause}` : ''}`, true);
    }
    // Drained so the connection can be reused; never read into the log.
    await response.body?.cancel().catch(() => {});
    if (response.ok) return;
    const transient = response.status === 429 || response.status >= 500;
    throw new DeliveryFailure(`HTTP ${response.status}`, transient);
  }
}
