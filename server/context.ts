import { join } from 'node:path';
import type pg from 'pg';
import { BackgroundJobs } from './background/background-jobs';
import { QUEUES } from './background/queues';
import { ServerClock } from './clock';
import type { Config } from './config';
import { AccountNotices } from './services/account-notices';
import { AccountSettings } from './services/account-settings';
import { AccountRepository } from './services/accounts';
import { AdminAccountService } from './services/admin-accounts';
import { AdminDocumentService } from './services/admin-documents';
import { AdminFaqService } from './services/admin-faqs';
import { AdminOrders } from './services/admin-orders';
import { BadgeService } from './services/badges';
import { BillingService } from './services/billing';
import { type BillingMail, paidOrderEmail } from './services/billing-emails';
import { BookingActions } from './services/booking-actions';
import { BookingCalendarService } from './services/booking-calendar';
import { BookingNotices } from './services/booking-notices';
import { BookingTimers } from './services/booking-timers';
import { BookingService } from './services/bookings';
import { CaregiverService } from './services/caregivers';
import { ContentService } from './services/content';
import { ContentCache } from './services/content-cache';
import { ConversationService } from './services/conversations';
import { DocumentRepository } from './services/documents';
import { FavouritesService } from './services/favourites';
import { DiskStorage, type FileStorage } from './services/file-storage';
import { type FormForwarder, HttpFormForwarder, NoFormForwarder } from './services/form-forwarder';
import { FormSubmissions } from './services/form-submissions';
import { JobService } from './services/jobs';
import { LoginService } from './services/logins';
import { MetricsService } from './services/metrics';
import { ModerationService } from './services/moderation';
import { NewsletterService } from './services/newsletter';
import {
  NotificationSettingsService,
  PreferenceEmailTransport,
} from './services/notification-settings';
import { Notifications } from './services/notifications';
import { OtpService } from './services/otp';
import { OutboxReader } from './services/outbox';
import { PasswordResets } from './services/password-resets';
import { type PaymentProvider, SandboxProvider } from './services/payments';
import { PhotoService } from './services/photos';
import { PromoCodeService } from './services/promo-codes';
import { RateLimiter } from './services/rate-limiter';
import { RefundService } from './services/refunds';
import { ReportQueue } from './services/report-queue';
import { ReportService } from './services/reports';
import { ReviewService } from './services/reviews';
import { S3Storage } from './services/s3-storage';
import { loadSigningSecret } from './services/secrets';
import { ProviderSmsTransport } from './services/sms-provider';
import { SmtpEmailTransport } from './services/smtp-email';
import { LiveStreams, presenceSeconds } from './services/streams';
import { StripeBilling } from './services/stripe-billing';
import { StripeProvider, stripeClient } from './services/stripe-provider';
import { SubscriptionService } from './services/subscriptions';
import { SuspensionService } from './services/suspensions';
import { TokenService } from './services/tokens';
import {
  createOutboxTransports,
  type EmailTransport,
  type RetryPolicy,
  type SmsTransport,
  type TransportLogs,
} from './services/transports';
import { TwilioStyleSmsProvider } from './services/twilio-sms';
import { YourDataService } from './services/your-data';

/**
 * Everything a route needs, built once per app from the config and the database. Every service
 * is a class whose constructor receives the pool and its collaborators; routes never build one
 * and never query the database themselves.
 */
export interface AppContext {
  config: Config;
  pool: pg.Pool;
  /**
   * The server's clock (clock.ts): "now" for everything the server decides by time, in step
   * with `ftc_now()` in SQL; moved by `POST /dev/tick` outside production.
   */
  clock: ServerClock;
  accounts: AccountRepository;
  tokens: TokenService;
  /** Reset links and password changes (each ends every session of the account). */
  passwordResets: PasswordResets;
  /** Reset links, new codes and sign-up notices, sent after the answer (queued when jobs are on). */
  accountNotices: AccountNotices;
  accountSettings: AccountSettings;
  /** Exports, deletion, restore and erasure of a member's data (interface §9 "Your data"). */
  yourData: YourDataService;
  otp: OtpService;
  limiter: RateLimiter;
  sms: SmsTransport;
  /**
   * Every email goes through here: one with a `kind` (not transactional) only when its member
   * wants it, with one-click unsubscribe headers (services/notification-settings.ts).
   */
  email: EmailTransport;
  /** The sessions list: each login's device and last use; ending one or all others. */
  logins: LoginService;
  /** Which emails a member wants, and the one-click unsubscribe (RFC 8058). */
  notificationSettings: NotificationSettingsService;
  /** The sandbox, or Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set. */
  payments: PaymentProvider;
  /** Stripe's webhook (its events applied once each); undefined while Stripe is not set up. */
  stripeBilling: StripeBilling | undefined;
  /**
   * Uploaded documents: the S3 bucket when S3_BUCKET is set, else `DATA_DIR/uploads`, unless
   * `buildApp({ files })` gives another.
   */
  files: FileStorage;
  /** Sends stored form submissions on to FORMS_FORWARD_URL, when set. */
  formForwarder: FormForwarder;
  /** Plans, promo codes, orders and paying them. */
  subscriptions: SubscriptionService;
  /** A member's plan and money: billing, cancel, resume, change, receipts, the card (§9). */
  billing: BillingService;
  /** The records of uploaded documents (the files are in `files`). */
  documents: DocumentRepository;
  /** The public content tables. */
  content: ContentService;
  /** Photos (issue 24): a caregiver's and a parent's, their files in `files` under `/media/`. */
  photos: PhotoService;
  /** Caregiver profiles: search, public profiles, the caregiver's own, the spotlight. */
  caregivers: CaregiverService;
  /** Members' secret calendar feeds of their bookings (interface §11). */
  bookingCalendar: BookingCalendarService;
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
  /** The staff's account search and an account's picture (interface §10). */
  adminAccounts: AdminAccountService;
  /** Suspensions by staff: `suspend`/`unsuspend` in the caller's transaction (interface §10). */
  suspensions: SuspensionService;
  /** The money desk (interface §10): every member's orders, refunds, promo codes. */
  adminOrders: AdminOrders;
  refunds: RefundService;
  promoCodes: PromoCodeService;
  /** The FAQ desk (interface §10): answers cleaned, lists kept in order, each change audited. */
  adminFaqs: AdminFaqService;
  /** The business's figures per day (`GET /v1/admin/metrics`). */
  metrics: MetricsService;
  /** Parents' jobs, caregivers' applications, hires; the free tier's limits. */
  jobs: JobService;
  /** Bookings after the hire (interface §11): requests and lists, the answers, the timers. */
  bookings: BookingService;
  bookingActions: BookingActions;
  bookingTimers: BookingTimers;
  /** Conversations between a parent and a caregiver: messages, read markers, blocks, reports. */
  conversations: ConversationService;
  /** Members' reports of profiles, jobs, reviews and conversations (interface §10). */
  reports: ReportService;
  /** The staff's queue of reports, with each target's excerpt. */
  reportQueue: ReportQueue;
  /** Resolving reports (dismiss, hide, suspend), hidden content and restoring it. */
  moderation: ModerationService;
  /** PostgreSQL LISTEN/NOTIFY: one listening connection per app, for the live streams. */
  notifications: Notifications;
  /** Public content answers kept in memory, dropped on any change (NOTIFY `ftc_content`). */
  contentCache: ContentCache;
  /** The live streams open on this instance (`GET /v1/stream`), tickets and presence. */
  streams: LiveStreams;
  /** Background jobs on pg-boss (server/background); undefined when JOBS=off (API tests). */
  background: BackgroundJobs | undefined;
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
  const clock = new ServerClock();
  const tokens = new TokenService(
    pool,
    secret,
    config.accessTokenTtlSeconds,
    config.refreshTokenTtlDays,
    clock,
  );
  const direct = transports ?? createTransports(config, pool, { info: log, warn, error });
  // Jobs on: emails and texts without a code wait in the queue, whose workers send each with one
  // attempt (the queue retries; a failed try is a warning until the last): server/background.
  const background = config.jobs.enabled
    ? new BackgroundJobs(
        pool,
        config.jobs,
        { info: log, warn, error },
        transports ??
          createTransports(config, pool, { info: log, warn, error: warn }, { retries: 0 }),
      )
    : undefined;
  const outgoing = background ? background.queued(direct) : direct;
  const { sms } = outgoing;
  const notificationSettings = new NotificationSettingsService(pool, secret, config.publicUrl);
  const email = new PreferenceEmailTransport(outgoing.email, notificationSettings);
  // Stripe when its settings are given (interface §9 "Payment providers"), else the sandbox.
  const stripe =
    config.payments.provider === 'stripe' ? stripeClient(config.payments.stripe) : undefined;
  const paymentProvider =
    payments ?? (stripe ? new StripeProvider(pool, stripe) : new SandboxProvider());
  const stripeBilling =
    stripe && config.payments.provider === 'stripe'
      ? new StripeBilling(pool, stripe, config.payments.stripe.webhookSecret, warn, {
          // Every paid order gets the receipt email, as with the sandbox (billing-emails.ts);
          // queued in the webhook's transaction when jobs are on.
          paid: async (client, orderId) => {
            const receipt = await paidOrderEmail(client, orderId, config.publicUrl);
            if (!receipt) return;
            if (billingMail.enqueue) await billingMail.enqueue(receipt, client);
            else await billingMail.send(receipt).catch((error: unknown) => warn(String(error)));
          },
        })
      : undefined;
  const badges = new BadgeService(pool);
  const notifications = new Notifications(pool.options, warn);
  const conversations = new ConversationService(
    pool,
    email,
    config.publicUrl,
    presenceSeconds(config.stream),
    warn,
  );
  const fileStorage =
    files ??
    (config.s3
      ? new S3Storage(config.s3, error)
      : new DiskStorage(join(config.dataDir, 'uploads')));
  const accounts = new AccountRepository(pool);
  const passwordResets = new PasswordResets(pool, tokens);
  const otp = new OtpService(pool, secret, sms, config.limits.otpResendCooldownSeconds);
  const limiter = new RateLimiter(pool);
  const accountSettings = new AccountSettings(pool, secret);
  const contentCache = new ContentCache(notifications, 60_000, warn);
  // Some answers depend on the time (the spotlight's plans, badges): a tick drops them all.
  clock.onMove(() => contentCache.drop());
  const accountNotices = new AccountNotices(
    {
      accounts,
      passwordResets,
      otp,
      settings: accountSettings,
      email,
      sms,
      limiter,
      publicUrl: config.publicUrl,
      warn,
    },
    background && ((message) => background.send(QUEUES.accountNotice, message)),
  );
  const yourData = new YourDataService({
    pool,
    tokens,
    files: fileStorage,
    payments: paymentProvider,
    email,
    publicUrl: config.publicUrl,
    warn,
  });
  if (background) yourData.enqueue = (id) => background.send(QUEUES.accountExport, { id });
  // Billing emails are decided in a transaction: queued in it with jobs on, else sent after it.
  const billingMail: BillingMail = {
    ...(background
      ? { enqueue: (message, client) => background.enqueueEmail(message, client) }
      : {}),
    send: (message) => email.send(message),
    warn,
  };
  const suspensions = new SuspensionService({
    pool,
    tokens,
    email,
    ...(billingMail.enqueue ? { enqueue: billingMail.enqueue } : {}),
    publicUrl: config.publicUrl,
    warn,
  });
  const adminOrders = new AdminOrders(pool);
  const bookingNotices = new BookingNotices(
    pool,
    email,
    sms,
    notificationSettings,
    config.publicUrl,
    warn,
  );
  const bookings = new BookingService(pool, limiter, clock, bookingNotices);
  return {
    config,
    pool,
    clock,
    secret,
    background,
    sms,
    email,
    payments: paymentProvider,
    stripeBilling,
    files: fileStorage,
    formForwarder:
      formForwarder ??
      (config.formsForwardUrl
        ? new HttpFormForwarder(config.formsForwardUrl, warn)
        : new NoFormForwarder()),
    accounts,
    tokens,
    logins: new LoginService(pool, tokens, clock),
    notificationSettings,
    passwordResets,
    accountNotices,
    accountSettings,
    otp,
    limiter,
    subscriptions: new SubscriptionService(pool, paymentProvider, billingMail, config.publicUrl),
    billing: new BillingService(pool, paymentProvider, billingMail, config.publicUrl, secret),
    documents: new DocumentRepository(pool),
    content: new ContentService(pool),
    caregivers: new CaregiverService(pool),
    bookingCalendar: new BookingCalendarService(pool, secret, config.publicUrl),
    photos: new PhotoService({ pool, files: fileStorage, publicUrl: config.publicUrl, warn }),
    newsletter: new NewsletterService(pool),
    forms: new FormSubmissions(pool),
    outbox: new OutboxReader(pool),
    badges,
    favourites: new FavouritesService(pool),
    reviews: new ReviewService(pool),
    adminOrders,
    refunds: new RefundService(
      pool,
      paymentProvider,
      adminOrders,
      billingMail,
      config.publicUrl,
      warn,
    ),
    promoCodes: new PromoCodeService(pool),
    adminDocuments: new AdminDocumentService(
      pool,
      badges,
      email,
      config.publicUrl,
      warn,
      fileStorage,
      clock,
    ),
    adminFaqs: new AdminFaqService(pool),
    metrics: new MetricsService(pool),
    jobs: new JobService(pool, email, config.publicUrl, warn),
    bookings,
    bookingActions: new BookingActions(pool, bookings, bookingNotices),
    bookingTimers: new BookingTimers(pool, bookingNotices),
    adminAccounts: new AdminAccountService(pool),
    yourData,
    conversations,
    reports: new ReportService(pool),
    reportQueue: new ReportQueue(pool),
    moderation: new ModerationService({ pool, suspensions, email, warn }),
    suspensions,
    notifications,
    contentCache,
    streams: new LiveStreams(pool, notifications, conversations, config.stream, warn),
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
  retryPolicy: Partial<RetryPolicy> = {},
): { sms: SmsTransport; email: EmailTransport } {
  const outbox = createOutboxTransports(pool, logs.info, { store: config.devOutbox });
  const { timeoutMs, ...delivery } = config.delivery;
  const policy = { ...delivery, ...retryPolicy };
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
