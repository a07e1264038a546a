/** What a provider needs to know about the order it charges. */
export interface ChargeOrder {
  /** Unique per order: a real provider uses it as the idempotency key. */
  id: string;
  amount: number;
  currency: string;
  description: string;
}

/** The card as typed on the checkout page; never stored, never logged. */
export interface Card {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

export type ChargeResult =
  | { ok: true }
  | {
      ok: false;
      /** For the person paying: what happened and what to do. */
      reason: string;
      /**
       * true when nothing was attempted because the card details are wrong (the form is
       * shown again and the order stays payable); otherwise the charge was refused and the
       * order fails.
       */
      invalid?: boolean;
    };

/**
 * A payment provider. The checkout calls `charge` outside any database transaction, with
 * `order.id` as the idempotency key: a real provider must treat two charges with the same id
 * as one (a retry after a crash or a timeout).
 */
export interface PaymentProvider {
  charge(request: { order: ChargeOrder; card: Card }): Promise<ChargeResult>;
}

export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
} as const;

export const CARD_DECLINED = 'Your card was declined.';
export const CARD_INVALID = 'Check the card number.';

/**
 * The sandbox: no money moves. 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is
 * declined, any other number is invalid.
 */
export class SandboxProvider implements PaymentProvider {
  async charge({ card }: { order: ChargeOrder; card: Card }): Promise<ChargeResult> {
    const digits = card.number.replace(/[\s-]/g, '');
    if (digits === SANDBOX_CARDS.success) return { ok: true };
    if (digits === SANDBOX_CARDS.declined) return { ok: false, reason: CARD_DECLINED };
    return { ok: false, reason: CARD_INVALID, invalid: true };
  }
}
