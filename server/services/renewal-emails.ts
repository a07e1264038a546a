import { INTL_LOCALES, type Language, translate } from '../i18n';
import { CARD_DECLINED } from './payments';
import type { QueuedEmail } from './queued-transports';
import {
  type DeclinedRenewal,
  NO_SAVED_CARD,
  type PriceNotice,
  type RenewalReminder,
} from './subscriptions';

/**
 * The time-driven billing emails (interface §9, issue 21): the past_due notice of a declined
 * renewal, the renewal reminder, the price-change notice and the renewal's receipt. Each in
 * the member's language (`accounts.language`), words from the catalogue (`renewals.*`), money
 * and dates through Intl. Transactional and legal: always sent, no unsubscribe.
 */

/** An amount in minor units as the member's locale writes it ($19.99, 19,99 US$). */
export function money(language: Language, amount: number, currency: string): string {
  const format = new Intl.NumberFormat(INTL_LOCALES[language], { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

/** A day as the member's locale writes it (June 3, 2027; 3 de junio de 2027), in UTC. */
export function longDate(language: Language, date: Date): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}

/** Where a member manages the plan and the card (the site's billing page). */
export const billingUrl = (publicUrl: string) => `${publicUrl}/dashboard/billing`;

/** The provider's reason for a decline, in the member's language when it is one we know. */
function declineReason(language: Language, reason: string): string {
  if (reason === CARD_DECLINED) return translate(language, 'payments.declined');
  if (reason === NO_SAVED_CARD) return translate(language, 'renewals.noSavedCard');
  return reason;
}

/** A declined renewal: the plan is past_due; when the next try is, or that there is none. */
export function pastDueEmail(notice: DeclinedRenewal, publicUrl: string): QueuedEmail {
  const { language } = notice;
  const params = {
    name: notice.fullName,
    plan: notice.planName,
    amount: money(language, notice.amount, notice.currency),
    reason: declineReason(language, notice.reason),
    endDate: longDate(language, notice.endsAt),
    link: billingUrl(publicUrl),
  };
  return {
    to: notice.email,
    subject: translate(language, 'renewals.pastDueSubject'),
    body: notice.nextRetryAt
      ? translate(language, 'renewals.pastDueBody', {
          ...params,
          retryDate: longDate(language, notice.nextRetryAt),
        })
      : translate(language, 'renewals.pastDueLastBody', params),
  };
}

/** The reminder before a renewal: plan, price, date, how to cancel. */
export function renewalReminderEmail(reminder: RenewalReminder, publicUrl: string): QueuedEmail {
  const { language } = reminder;
  const date = longDate(language, reminder.renewsAt);
  return {
    to: reminder.email,
    subject: translate(language, 'renewals.reminderSubject', { plan: reminder.planName, date }),
    body: translate(language, 'renewals.reminderBody', {
      name: reminder.fullName,
      plan: reminder.planName,
      date,
      price: money(language, reminder.price, reminder.currency),
      interval: translate(
        language,
        reminder.interval === 'year' ? 'renewals.year' : 'renewals.month',
      ),
      link: billingUrl(publicUrl),
    }),
  };
}

/** The notice of a new price, at least RENEWAL_NOTICE_DAYS before the renewal it applies to. */
export function priceNoticeEmail(notice: PriceNotice, publicUrl: string): QueuedEmail {
  const { language } = notice;
  return {
    to: notice.email,
    subject: translate(language, 'renewals.priceSubject', { plan: notice.planName }),
    body: translate(language, 'renewals.priceBody', {
      name: notice.fullName,
      plan: notice.planName,
      oldPrice: money(language, notice.oldPrice, notice.currency),
      newPrice: money(language, notice.newPrice, notice.currency),
      interval: translate(
        language,
        notice.interval === 'year' ? 'renewals.year' : 'renewals.month',
      ),
      date: longDate(language, notice.effectiveAt),
      link: billingUrl(publicUrl),
    }),
  };
}
