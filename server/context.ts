import { join } from 'node:path';
import type pg from 'pg';
import type { Config } from './config';
import { AccountRepository } from './services/accounts';
import { AdminDocumentService } from './services/admin-documents';
import { BadgeService } from './services/badges';
import { CaregiverService } from './services/caregivers';
import { ContentService } from './services/content';
import { DocumentRepository } from './services/documents';
import { FavouritesService } from './services/favourites';
import { DiskStorage, type FileStorage } from './services/file-storage';
import { type FormForwarder, HttpFormForwarder, NoFormForwarder } from './services/form-forwarder';
import { FormSubmissions } from './services/form-submissions';
import { JobService } from './services/jobs';
import { NewsletterService } from './services/newsletter';
import { OtpService } from './services/otp';
import { OutboxReader } from './services/outbox';
import { PasswordResets } from './services/password-resets';
import { type PaymentProvider, SandboxProvider } from './services/payments';
import { RateLimiter } from './services/rate-limiter';
import { ReviewService } from './services/reviews';
import { loadSigningSecret } from './services/secrets';
import { ProviderSmsTransport } from './services/sms-provider';
import { SmtpEmailTransport } from './services/smtp-email';
import { SubscriptionService } from './services/subscriptions';
import { TokenService } from './services/tokens';
import {
  createOutboxTransports,
  type EmailTransport,
  type SmsTransport,
  type TransportLogs,
} from './services/transports';
import { TwilioStyleSmsProvider } from './services/twilio-sms';

/**
 * Everything a route needs, built once per app from the config and the database. Every service
 * is a class whose constructor receives the pool and its collaborators; routes never build one
 * and never query the database themselves.
 */
export interface AppContext {
  config: Config;
  pool: pg.Pool;
  accounts: AccountRepository;
  tokens: TokenService;
  /** Reset links and password changes (each ends every session of the account). */
  passwordResets: PasswordResets;
  otp: OtpService;
  limiter: RateLimiter;
  sms: SmsTransport;
  email: EmailTransport;
  payments: PaymentProvider;
  /** Uploaded documents: `DATA_DIR/uploads` unless `buildApp({ files })` gives another. */
  files: FileStorage;
  /** Sends stored form submissions on to FORMS_FORWARD_URL, when set. */
  formForwarder: FormForwarder;
  /** Plans, promo codes, orders and paying them. */
  subscriptions: SubscriptionService;
  /** The records of uploaded documents (the files are in `files`). */
  documents: DocumentRepository;
  /** The public content tables. */
  content: ContentService;
  /** Caregiver profiles: search, public profiles, the caregiver's own, the spotlight. */
  caregivers: CaregiverService;
  newsletter: NewsletterService;
  /** Stored site form submissions. */
  forms: FormSubmissions;
  /** Reads the development outbox (`GET /dev/outbox`). */
  outbox: OutboxReader;
  /** Caregiver badges (granted by an admin's decision; expired ones are not shown). */
  badges: BadgeService;
  /** Parents' saved caregivers. */
  favourites: FavouritesService;
  /** Reviews of caregivers by parents who hired them, and replies. */
  reviews: ReviewService;
  /** The admin's review of uploaded documents. */
  adminDocuments: AdminDocumentService;
  /** Parents' jobs, caregivers' applications, hires; the free tier's limits. */
  jobs: JobService;
  secret: string;
}

export interface ContextOptions {
  config: Config;
  pool: pg.Pool;
  log: (message: string) => void;
  warn?: (message: string) => void;
  error?: (message: string) => void;
  transports?: { sms: SmsTransport; email: EmailTransport };
  payments?: PaymentProvider;
  files?: FileStorage;
  formForwarder?: FormForwarder;
}

export async function createContext({
  config,
  pool,
  log,
  warn = log,
  error = warn,
  transports,
  payments,
  files,
  formForwarder,
}: ContextOptions): Promise<AppContext> {
  const secret = await loadSigningSecret(pool, config.jwtSecret);
  const tokens = new TokenService(
    pool,
    secret,
    config.accessTokenTtlSeconds,
    config.refreshTokenTtlDays,
  );
  const { sms, email } = transports ?? createTransports(config, pool, { info: log, warn, error });
  const paymentProvider = payments ?? new SandboxProvider();
  const badges = new BadgeService(pool);
  return {
    config,
    pool,
    secret,
    sms,
    email,
    payments: paymentProvider,
    files: files ?? new DiskStorage(join(config.dataDir, 'uploads')),
    formForwarder:
      formForwarder ??
      (config.formsForwardUrl
        ? new HttpFormForwarder(config.formsForwardUrl, warn)
        : new NoFormForwarder()),
    accounts: new AccountRepository(pool),
    tokens,
    passwordResets: new PasswordResets(pool, tokens),
    otp: new OtpService(pool, secret, sms, config.limits.otpResendCooldownSeconds),
    limiter: new RateLimiter(pool),
    subscriptions: new SubscriptionService(pool, paymentProvider),
    documents: new DocumentRepository(pool),
    content: new ContentService(pool),
    caregivers: new CaregiverService(pool),
    newsletter: new NewsletterService(pool),
    forms: new FormSubmissions(pool),
    outbox: new OutboxReader(pool),
    badges,
    favourites: new FavouritesService(pool),
    reviews: new ReviewService(pool),
    adminDocuments: new AdminDocumentService(pool, badges, email, config.publicUrl, warn),
    jobs: new JobService(pool, email, config.publicUrl, warn),
  };
}

/**
 * SMTP_URL → email over SMTP, SMS_PROVIDER_URL → SMS through the provider, each on its own;
 * whatever is not set goes to the development outbox (stored only where `devOutbox` is on).
 */
function createTransports(
  config: Config,
  pool: pg.Pool,
  logs: TransportLogs,
): { sms: SmsTransport; email: EmailTransport } {
  const outbox = createOutboxTransports(pool, logs.info, { store: config.devOutbox });
  const { timeoutMs, ...policy } = config.delivery;
  return {
    email: config.smtpUrl
      ? new SmtpEmailTransport(
          { url: config.smtpUrl, from: config.smtpFrom, timeoutMs },
          policy,
          logs,
        )
      : outbox.email,
    sms: config.smsProviderUrl
      ? new ProviderSmsTransport(
          new TwilioStyleSmsProvider({
            url: config.smsProviderUrl,
            token: config.smsProviderToken,
            from: config.smsFrom,
            timeoutMs,
          }),
          policy,
          logs,
        )
      : outbox.sms,
  };
}
