import { type Params, translate, type WordKey } from '../i18n';
import { accountLabel } from '../session-guard';
import { type AccountSettings, EMAIL_CHANGE_TTL_HOURS } from './account-settings';
import type { AccountRepository, AccountRow } from './accounts';
import { languageOrEnglish } from './billing-emails';
import { OTP_TTL_MINUTES, type OtpService } from './otp';
import type { PasswordResets } from './password-resets';
import type { RateLimiter } from './rate-limiter';
import type { AccountType } from './tokens';
import type { EmailTransport, SmsTransport } from './transports';

/**
 * A notice an account request promises, sent after the answer: a reset link, a new code, the
 * notice of a sign-up with the owner's details. Only what names the recipient (never a code or
 * a token: those are made when it is sent), so it may wait in the queue's tables.
 */
export type AccountNotice =
  | { kind: 'reset-link'; type: AccountType; email: string }
  | { kind: 'code'; type: AccountType; country_code: string; mobile: string }
  | {
      kind: 'signup-again';
      accountId: string;
      email: string;
      country_code: string;
      mobile: string;
    }
  | { kind: 'email-change'; accountId: string; email: string }
  | { kind: 'mobile-change'; accountId: string; country_code: string; mobile: string };

export interface AccountNoticeDeps {
  accounts: AccountRepository;
  passwordResets: PasswordResets;
  otp: OtpService;
  settings: AccountSettings;
  email: EmailTransport;
  sms: SmsTransport;
  limiter: RateLimiter;
  publicUrl: string;
  warn: (message: string) => void;
}

/**
 * Sends account notices (emails and texts) **after** answering, so that the answer (status, words and time) is
 * the same whether or not the email or number has an account: looking the account up, making
 * the token and the mail server's latency or failure all happen later. With background jobs on,
 * each notice is a job (queue `account-notice`, retried while the transport fails); with them
 * off (API tests), it runs in this process right after the answer, and `idle()` waits for it.
 */
export class AccountNotices {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly deps: AccountNoticeDeps,
    private readonly enqueue: ((notice: AccountNotice) => Promise<unknown>) | undefined,
  ) {}

  /** Promises `notice`: queued, or run in this process once the answer has gone. */
  async later(notice: AccountNotice): Promise<void> {
    if (this.enqueue) {
      await this.enqueue(notice);
      return;
    }
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.deliver(notice))
      .catch((error: unknown) =>
        this.deps.warn(`an account notice (${notice.kind}) was not sent: ${String(error)}`),
      )
      .finally(() => this.pending.delete(run));
    this.pending.add(run);
  }

  /** Resolves once every in-process notice has been sent or has failed. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** Sends one notice now (the queue's handler, or `later` without a queue). */
  async deliver(notice: AccountNotice): Promise<void> {
    const { accounts, otp } = this.deps;
    switch (notice.kind) {
      case 'reset-link': {
        const account = await accounts.byEmail(notice.type, notice.email);
        if (account) await this.sendResetLink(account, notice.type);
        return;
      }
      case 'code': {
        const account = await accounts.byPhone(notice.type, notice.country_code, notice.mobile);
        if (account && !account.is_mobile_verified) await otp.ensureSent(account);
        return;
      }
      case 'signup-again': {
        const account = await accounts.byId(notice.accountId);
        if (account) await this.answerSignupAgain(account, notice);
        return;
      }
      case 'email-change': {
        const account = await accounts.byId(notice.accountId);
        if (account) await this.sendEmailChange(account, notice.email);
        return;
      }
      case 'mobile-change': {
        const account = await accounts.byId(notice.accountId);
        if (account) await this.sendMobileChange(account, notice);
        return;
      }
    }
  }

  /** An account email in the member's language (`accounts.language`). */
  private async mail(
    to: string,
    account: AccountRow,
    subject: WordKey,
    body: WordKey,
    params: Params,
    code?: string,
  ): Promise<void> {
    const language = languageOrEnglish(account.language);
    const say = (key: WordKey, values: Params = {}) => translate(language, key, values);
    await this.deps.email.send({
      to,
      subject: say(subject, params),
      body: [
        say('account.email.greeting', { name: account.full_name }),
        say(body, params),
        say('account.email.signoff'),
      ].join('\n\n'),
      ...(code ? { code } : {}),
    });
  }

  /**
   * A request to move the account to `email`: the link goes to the new address and the old one is
   * told. When another account has the address, its owner is told (at most once an hour) and no
   * link goes out (the old address is told all the same): the requester sees the same either way.
   * A retried job makes a new link, which voids the one it replaces.
   */
  private async sendEmailChange(account: AccountRow, email: string): Promise<void> {
    const { publicUrl } = this.deps;
    const other = await this.deps.accounts.byEmail(account.type, email);
    const settingsUrl = `${publicUrl}/dashboard/settings`;
    if (other && other.id !== account.id) {
      await this.deps.settings.startEmailChange(account.id, email);
      if ((await this.deps.limiter.take(`change:notice:${other.id}`, 1, 3600)) === 0)
        await this.mail(
          other.email,
          other,
          'account.email.takenSubject',
          'account.email.takenEmail',
          {
            url: `${publicUrl}/forgot-password`,
          },
        );
    } else {
      const token = await this.deps.settings.startEmailChange(account.id, email);
      await this.mail(
        email,
        account,
        'account.email.confirmSubject',
        'account.email.confirmBody',
        { url: `${publicUrl}/confirm-email?token=${token}`, hours: EMAIL_CHANGE_TTL_HOURS },
        token,
      );
    }
    await this.mail(account.email, account, 'account.email.oldSubject', 'account.email.oldBody', {
      email,
      url: settingsUrl,
    });
  }

  /**
   * A request to move the account to a new number: a code texted there. When another account has
   * the number, its owner is emailed instead (at most once an hour) and a code is recorded but
   * never sent, so the verify step answers alike.
   */
  private async sendMobileChange(
    account: AccountRow,
    phone: { country_code: string; mobile: string },
  ): Promise<void> {
    const other = await this.deps.accounts.byPhone(account.type, phone.country_code, phone.mobile);
    const code = await this.deps.settings.startMobileChange(account.id, phone);
    if (other && other.id !== account.id) {
      if ((await this.deps.limiter.take(`change:notice:${other.id}`, 1, 3600)) === 0)
        await this.mail(
          other.email,
          other,
          'account.email.takenSubject',
          'account.email.takenMobile',
          {
            url: `${this.deps.publicUrl}/forgot-password`,
          },
        );
      return;
    }
    await this.deps.sms.send({
      to: `${phone.country_code}${phone.mobile}`,
      body: translate(languageOrEnglish(account.language), 'account.sms.code', {
        code,
        minutes: OTP_TTL_MINUTES,
      }),
      code,
    });
  }

  private async sendResetLink(account: AccountRow, type: AccountType): Promise<void> {
    const token = await this.deps.passwordResets.create(account.id);
    const link = `${this.deps.publicUrl}/reset-password?token=${token}&type=${type}`;
    await this.deps.email.send({
      to: account.email,
      subject: 'Reset your FTC password',
      body: `Hello ${account.full_name},\n\nTo choose a new password, open this link within an hour:\n${link}\n\nIf you did not ask for this, you can ignore this email.`,
      code: token,
    });
  }

  /**
   * A sign-up for an email or number that already has an account. An unverified account
   * signed up again with the same email and number gets a new code (the person most likely
   * lost the first one); otherwise the owner is told by email, at most once an hour.
   */
  private async answerSignupAgain(
    existing: AccountRow,
    typed: { email: string; country_code: string; mobile: string },
  ): Promise<void> {
    const same =
      existing.email === typed.email &&
      existing.country_code === typed.country_code &&
      existing.mobile === typed.mobile;
    if (same && !existing.is_mobile_verified) {
      await this.deps.otp.ensureSent(existing);
      return;
    }
    if ((await this.deps.limiter.take(`signup:notice:${existing.id}`, 1, 3600)) > 0) return;
    const { publicUrl } = this.deps;
    await this.deps.email.send({
      to: existing.email,
      subject: 'Someone tried to sign up with your details',
      body: `Hello ${existing.full_name},\n\nSomeone just tried to create an FTC ${accountLabel(existing.type)} account with your email address or mobile number. If it was you, you already have an account: log in at ${publicUrl}/login, or reset your password at ${publicUrl}/forgot-password.\n\nIf it was not you, you can ignore this email; your account is unchanged.`,
    });
  }
}
