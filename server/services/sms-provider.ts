import {
  deliver,
  maskRecipient,
  type RetryPolicy,
  type SmsMessage,
  type SmsTransport,
  type TransportLogs,
} from './transports';

/**
 * One SMS provider's API. `send` makes one attempt within its timeout and throws a
 * DeliveryFailure saying whether another attempt may help; retrying and logging are done
 * around it (ProviderSmsTransport). Another provider is one file implementing this
 * (twilio-sms.ts is the model), chosen in context.ts or passed to `buildApp({ transports })`.
 */
export interface SmsProvider {
  readonly name: string;
  /** @throws {DeliveryFailure} */
  send(message: { to: string; body: string }): Promise<void>;
}

/** An SmsTransport over a provider: a retry on transient failures, recipients masked in the log. */
export class ProviderSmsTransport implements SmsTransport {
  constructor(
    private readonly provider: SmsProvider,
    private readonly policy: RetryPolicy,
    private readonly logs: TransportLogs,
  ) {}

  async send({ to, body }: SmsMessage): Promise<void> {
    await deliver('sms', to, () => this.provider.send({ to, body }), this.policy, this.logs);
    this.logs.info(`sms to ${maskRecipient(to)} sent through ${this.provider.name}`);
  }
}
