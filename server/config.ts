import { resolve } from 'node:path';
import { z } from 'zod';
import { emailProblem, normaliseEmail, passwordProblem } from '../src/contract/account-rules';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
/** A cron expression (UTC): five fields, or six with seconds first. */
const cron = (fallback: string) =>
  z
    .string()
    .trim()
    .regex(/^\S+(\s+\S+){4,5}$/, 'a cron expression: five fields, such as "*/15 * * * *"')
    .default(fallback);

const EnvSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
  PUBLIC_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: positiveInt(30),
  CORS_ORIGINS: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  BODY_LIMIT_BYTES: positiveInt(100 * 1024),
  LOG_LEVEL: z.string().default('info'),
  STATIC_ROOT: z.string().optional(),
  WIDGETS_ARCHIVE: z.string().optional(),
  RATE_LOGIN_FAILURES: positiveInt(10),
  RATE_LOGIN_WINDOW_MINUTES: positiveInt(15),
  RATE_LOGIN_FAILURES_PER_CLIENT: positiveInt(50),
  RATE_SIGNUPS_PER_HOUR: positiveInt(20),
  RATE_NEWSLETTER_PER_HOUR: positiveInt(20),
  RATE_NEWSLETTER_PER_EMAIL_PER_HOUR: positiveInt(5),
  RATE_OTP_VERIFY_PER_15_MIN: positiveInt(30),
  RATE_RESEND_PER_HOUR: positiveInt(10),
  RATE_CLIENT_PER_MINUTE: positiveInt(120),
  OTP_RESEND_COOLDOWN_SECONDS: positiveInt(30),
  RATE_UPLOADS_PER_HOUR: positiveInt(20),
  RATE_FORMS_PER_HOUR: positiveInt(10),
  RATE_REVIEWS_PER_HOUR: positiveInt(10),
  RATE_MESSAGES_PER_MINUTE: positiveInt(30),
  STREAM_PING_SECONDS: z.coerce.number().int().min(1).max(25).default(25),
  STREAM_MAX_PER_ACCOUNT: positiveInt(10),
  STREAM_RETRY_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  FORMS_FORWARD_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).optional(),
  SMTP_URL: z.union([z.literal(''), z.url({ protocol: /^smtps?$/ })]).optional(),
  SMTP_FROM: z.string().optional(),
  SMS_PROVIDER_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).optional(),
  SMS_PROVIDER_TOKEN: z.string().optional(),
  SMS_FROM: z.string().optional(),
  TRANSPORT_TIMEOUT_MS: positiveInt(5000),
  TRANSPORT_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  TRANSPORT_RETRY_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  JOBS: z.enum(['on', 'off']).optional(),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  JOBS_CRON_CHECK_SECONDS: z.coerce.number().int().min(1).max(45).default(30),
  JOBS_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(10),
  JOBS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  RENEW_BEFORE_HOURS: z.coerce.number().int().min(1).max(336).default(24),
  CRON_RENEWALS: cron('*/15 * * * *'),
  CRON_LAPSE: cron('*/15 * * * *'),
  CRON_RENEWAL_NOTICES: cron('0 8 * * *'),
  CRON_BADGES: cron('5 * * * *'),
  CRON_CLEANUP: cron('30 3 * * *'),
  S3_ENDPOINT: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_TIMEOUT_MS: positiveInt(5000),
  S3_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(5).default(3),
  PAYMENTS: z.union([z.literal(''), z.enum(['sandbox', 'stripe'])]).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).optional(),
});

export interface Config {
  env: string;
  production: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Longest statement (PostgreSQL's statement_timeout) and longest wait to connect; 0: none. */
  database: { statementTimeoutMs: number; connectTimeoutMs: number };
  publicUrl: string;
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** '*' allows any origin; otherwise the partner origins allowed besides the server's own. */
  corsOrigins: '*' | string[];
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  bodyLimit: number;
  logLevel: string;
  /** Folder with demo/ and widgets/ to serve; undefined serves the API only. */
  staticRoot: string | undefined;
  /** Earlier widget builds, one folder per version, served under `/widgets/{version}/`. */
  widgetsArchive: string | undefined;
  devOutbox: boolean;
  /** Where the site's forms are also sent (POST JSON `{ form, payload }`); undefined: nowhere. */
  formsForwardUrl: string | undefined;
  /** Outgoing email over SMTP (`smtp://user:pass@host:port`); undefined: the development outbox. */
  smtpUrl: string | undefined;
  /** The From of every email. */
  smtpFrom: string;
  /** The SMS provider's HTTP endpoint; undefined: the development outbox. */
  smsProviderUrl: string | undefined;
  /** `sid:secret` is sent as Basic credentials, anything else as a Bearer token. */
  smsProviderToken: string | undefined;
  /** The sender number or name, when the provider wants one (`From`). */
  smsFrom: string | undefined;
  /**
   * The admin account made (or updated) at start from ADMIN_EMAIL + ADMIN_PASSWORD; undefined
   * when they are not set: then there is no admin account.
   */
  admin: { email: string; password: string } | undefined;
  /**
   * Uploaded documents in S3-compatible storage (S3_BUCKET and friends); undefined: the local
   * file store under DATA_DIR. `timeoutMs` bounds each attempt, `maxAttempts` counts the first.
   */
  s3: S3Settings | undefined;
  /**
   * The payment provider: Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, else
   * the sandbox. `sandboxChosen`: PAYMENTS=sandbox was said (production starts with it).
   */
  payments: PaymentSettings;
  /** Each attempt's timeout, and how often a transient failure is tried again (backoff doubles). */
  delivery: { timeoutMs: number; retries: number; retryDelayMs: number };
  /**
   * Background jobs on PostgreSQL (server/background, pg-boss): on unless JOBS=off, and off by
   * default under NODE_ENV=test so API tests stay quick and deterministic (JOBS=on turns them on).
   */
  jobs: JobsSettings;
  limits: {
    loginFailures: number;
    loginWindowMinutes: number;
    /** Failed logins from one client address (any accounts) in the same window. */
    loginFailuresPerClient: number;
    signupsPerHour: number;
    newsletterPerHour: number;
    newsletterPerEmailPerHour: number;
    otpVerifyPer15Min: number;
    resendPerHour: number;
    clientPerMinute: number;
    otpResendCooldownSeconds: number;
    uploadsPerHour: number;
    formsPerHour: number;
    /** Reviews one parent may write per hour. */
    reviewsPerHour: number;
    /** Messages one account may send per minute (starting a conversation counts). */
    messagesPerMinute: number;
  };
  /**
   * The live stream (`GET /v1/stream`): a `: ping` comment every `pingSeconds` (at most 25);
   * at most `maxPerAccount` open streams per account on one instance; the `retry:` hint (ms).
   */
  stream: { pingSeconds: number; maxPerAccount: number; retryMs: number };
  /**
   * On SIGTERM, how long /readyz answers 503 (the balancer takes the instance out) while
   * requests are still served, before the listener closes: 3 s in production, else 0.
   */
  shutdownDrainMs: number;
}

export interface S3Settings {
  /** A local or other S3-compatible server (path-style addressing); undefined: AWS itself. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** undefined: the SDK's own chain (AWS_* variables, an instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  timeoutMs: number;
  maxAttempts: number;
}

export type PaymentSettings =
  | { provider: 'sandbox'; sandboxChosen: boolean }
  | { provider: 'stripe'; stripe: StripeSettings };

export interface StripeSettings {
  secretKey: string;
  /** The signing secret of the webhook endpoint (`whsec_…`). */
  webhookSecret: string;
  /** Another API address than Stripe's (a local server in tests, stripe-mock); undefined: Stripe. */
  apiUrl: string | undefined;
}

export interface JobsSettings {
  enabled: boolean;
  /** How often an idle worker asks for work. */
  pollSeconds: number;
  /** How often an instance looks at the schedules (one instance acts per interval). */
  cronCheckSeconds: number;
  /** Renewals are charged within this many hours before the period ends. */
  renewBeforeHours: number;
  /** Queued emails and SMS: tries after the first, and the first wait (it doubles each time). */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Cron expressions (UTC) of the scheduled jobs. */
  schedules: {
    renewals: string;
    lapse: string;
    /** Renewal reminders and price-change notices (interface §9). */
    renewalNotices: string;
    badges: string;
    cleanup: string;
  };
}

/** TRUST_PROXY: unset/false, true (any proxy), a hop count, or addresses/CIDRs, comma-separated. */
function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  const hops = Number(value);
  if (Number.isInteger(hops)) return (_address: string, hop: number) => hop < hops;
  return value;
}

/**
 * PUBLIC_URL's default: the address the server listens on (what the README tells you to open),
 * so emailed links and the checkout's return land on the origin where the visitor is logged
 * in. A wildcard (all interfaces) is reached on this machine as 127.0.0.1.
 */
function listeningUrl(host: string, port: number): string {
  const name = ['', '0.0.0.0', '::', '[::]'].includes(host) ? '127.0.0.1' : host;
  return `http://${name.includes(':') && !name.startsWith('[') ? `[${name}]` : name}:${port}`;
}

/** Reads the server's settings from the environment (README, "Reference API server"). */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = EnvSchema.parse(source);
  const production = env.NODE_ENV === 'production';
  const origins = env.CORS_ORIGINS ?? (production ? '' : '*');
  const publicUrl = (env.PUBLIC_URL || listeningUrl(env.HOST, env.PORT)).replace(/\/+$/, '');
  return {
    env: env.NODE_ENV,
    production,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR),
    database: {
      statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
      connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
    },
    publicUrl,
    jwtSecret: env.JWT_SECRET,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    corsOrigins:
      origins.trim() === '*'
        ? '*'
        : origins
            .split(',')
            .map((origin) => origin.trim().replace(/\/+$/, ''))
            .filter(Boolean),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    bodyLimit: env.BODY_LIMIT_BYTES,
    logLevel: env.LOG_LEVEL,
    staticRoot: env.STATIC_ROOT,
    widgetsArchive: env.WIDGETS_ARCHIVE || undefined,
    devOutbox: !production,
    formsForwardUrl: env.FORMS_FORWARD_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    smtpFrom: env.SMTP_FROM || `FTC <no-reply@${new URL(publicUrl).hostname}>`,
    smsProviderUrl: env.SMS_PROVIDER_URL || undefined,
    smsProviderToken: env.SMS_PROVIDER_TOKEN || undefined,
    smsFrom: env.SMS_FROM || undefined,
    admin: adminSettings(env.ADMIN_EMAIL, env.ADMIN_PASSWORD),
    s3: s3Settings(env),
    payments: paymentSettings(env),
    delivery: {
      timeoutMs: env.TRANSPORT_TIMEOUT_MS,
      retries: env.TRANSPORT_RETRIES,
      retryDelayMs: env.TRANSPORT_RETRY_DELAY_MS,
    },
    jobs: {
      enabled: env.JOBS ? env.JOBS === 'on' : env.NODE_ENV !== 'test',
      pollSeconds: env.JOBS_POLL_SECONDS,
      cronCheckSeconds: env.JOBS_CRON_CHECK_SECONDS,
      renewBeforeHours: env.RENEW_BEFORE_HOURS,
      retryLimit: env.JOBS_RETRY_LIMIT,
      retryDelaySeconds: env.JOBS_RETRY_DELAY_SECONDS,
      schedules: {
        renewals: env.CRON_RENEWALS,
        lapse: env.CRON_LAPSE,
        renewalNotices: env.CRON_RENEWAL_NOTICES,
        badges: env.CRON_BADGES,
        cleanup: env.CRON_CLEANUP,
      },
    },
    limits: {
      loginFailures: env.RATE_LOGIN_FAILURES,
      loginWindowMinutes: env.RATE_LOGIN_WINDOW_MINUTES,
      loginFailuresPerClient: env.RATE_LOGIN_FAILURES_PER_CLIENT,
      signupsPerHour: env.RATE_SIGNUPS_PER_HOUR,
      newsletterPerHour: env.RATE_NEWSLETTER_PER_HOUR,
      newsletterPerEmailPerHour: env.RATE_NEWSLETTER_PER_EMAIL_PER_HOUR,
      otpVerifyPer15Min: env.RATE_OTP_VERIFY_PER_15_MIN,
      resendPerHour: env.RATE_RESEND_PER_HOUR,
      clientPerMinute: env.RATE_CLIENT_PER_MINUTE,
      otpResendCooldownSeconds: env.OTP_RESEND_COOLDOWN_SECONDS,
      uploadsPerHour: env.RATE_UPLOADS_PER_HOUR,
      formsPerHour: env.RATE_FORMS_PER_HOUR,
      reviewsPerHour: env.RATE_REVIEWS_PER_HOUR,
      messagesPerMinute: env.RATE_MESSAGES_PER_MINUTE,
    },
    stream: {
      pingSeconds: env.STREAM_PING_SECONDS,
      maxPerAccount: env.STREAM_MAX_PER_ACCOUNT,
      retryMs: env.STREAM_RETRY_MS,
    },
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS ?? (production ? 3000 : 0),
  };
}

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD come together (one alone is a mistake, said at start); the
 * email must be an address and the password follow the sign-up rule.
 */
function adminSettings(email: string | undefined, password: string | undefined): Config['admin'] {
  if (!email && !password) return undefined;
  if (!email || !password)
    throw new Error(
      `Set both ADMIN_EMAIL and ADMIN_PASSWORD (the admin account), or neither: ${email ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'} is missing.`,
    );
  const problem = emailProblem(email) ?? passwordProblem(password);
  if (problem) throw new Error(`ADMIN_EMAIL / ADMIN_PASSWORD: ${problem}`);
  return { email: normaliseEmail(email), password };
}

/**
 * S3_BUCKET turns object storage on; the other S3_* settings without it are a mistake (the
 * documents would quietly stay on this machine), said at start, and so is half a key pair.
 */
function s3Settings(env: z.infer<typeof EnvSchema>): Config['s3'] {
  const bucket = env.S3_BUCKET?.trim() ?? '';
  const accessKeyId = env.S3_ACCESS_KEY_ID ?? '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY ?? '';
  if (!bucket) {
    const stray = (
      ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
    ).filter((name) => env[name]);
    if (stray.length === 0) return undefined;
    throw new Error(
      `${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set but S3_BUCKET is not: set S3_BUCKET (the bucket of uploaded documents), or unset them to keep documents in DATA_DIR.`,
    );
  }
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error(
      `Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the SDK's own credentials): ${accessKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'} is missing.`,
    );
  return {
    endpoint: env.S3_ENDPOINT ? env.S3_ENDPOINT.replace(/\/+$/, '') : undefined,
    bucket,
    region: env.S3_REGION || 'us-east-1',
    credentials: accessKeyId ? { accessKeyId, secretAccessKey } : undefined,
    timeoutMs: env.S3_TIMEOUT_MS,
    maxAttempts: env.S3_MAX_ATTEMPTS,
  };
}

/**
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET come together (one alone is a mistake, said at
 * start) and choose Stripe; PAYMENTS=stripe without them, or PAYMENTS=sandbox with them, is
 * a contradiction, said at start too.
 */
function paymentSettings(env: z.infer<typeof EnvSchema>): PaymentSettings {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() ?? '';
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() ?? '';
  if (Boolean(secretKey) !== Boolean(webhookSecret))
    throw new Error(
      `Set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (Stripe as the payment provider), or neither (the sandbox): ${secretKey ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'} is missing.`,
    );
  if (!secretKey) {
    if (env.PAYMENTS === 'stripe')
      throw new Error(
        'PAYMENTS=stripe needs STRIPE_SECRET_KEY (the secret API key, sk_…) and STRIPE_WEBHOOK_SECRET (the signing secret of the webhook endpoint, whsec_…).',
      );
    return { provider: 'sandbox', sandboxChosen: env.PAYMENTS === 'sandbox' };
  }
  if (env.PAYMENTS === 'sandbox')
    throw new Error(
      'PAYMENTS=sandbox and STRIPE_SECRET_KEY are both set: unset one (PAYMENTS=sandbox keeps every payment in the sandbox).',
    );
  return {
    provider: 'stripe',
    stripe: {
      secretKey,
      webhookSecret,
      apiUrl: env.STRIPE_API_URL ? env.STRIPE_API_URL.replace(/\/+$/, '') : undefined,
    },
  };
}

const TRANSPORT_SETTINGS = [
  {
    name: 'SMTP_URL',
    what: 'outgoing email: the SMTP server, smtp://user:pass@host:port (smtps:// for TLS from the first byte)',
    set: (config: Config) => Boolean(config.smtpUrl),
  },
  {
    name: 'SMS_PROVIDER_URL',
    what: "outgoing SMS: the provider's HTTP endpoint for sending a message, with SMS_PROVIDER_TOKEN for its credentials",
    set: (config: Config) => Boolean(config.smsProviderUrl),
  },
];

/**
 * Production refuses to start while codes and emails would only reach the development outbox:
 * throws an error naming each missing setting and what it is for. startServer calls it first.
 */
export function requireProductionTransports(config: Config): void {
  if (!config.production) return;
  const missing = TRANSPORT_SETTINGS.filter((setting) => !setting.set(config));
  if (missing.length === 0) return;
  throw new Error(
    `NODE_ENV=production needs real transports, or verification codes and emails never leave the machine. Set ${missing
      .map((setting) => `${setting.name} (${setting.what})`)
      .join(' and ')}. See server/README.md, "Transports".`,
  );
}

/**
 * Production refuses to start with the sandbox as its payment provider (no money would move)
 * unless PAYMENTS=sandbox says so on purpose: throws an error naming the settings to give.
 */
export function requireProductionPayments(config: Config): void {
  if (!config.production) return;
  if (config.payments.provider === 'stripe' || config.payments.sandboxChosen) return;
  throw new Error(
    'NODE_ENV=production needs a real payment provider, or no plan is ever paid for. Set STRIPE_SECRET_KEY (the secret API key, sk_live_…) and STRIPE_WEBHOOK_SECRET (the signing secret of the webhook endpoint /v1/payments/stripe/webhook, whsec_…), or PAYMENTS=sandbox to run without taking money. See server/README.md, "Payment provider".',
  );
}
