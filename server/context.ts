import { join } from 'node:path';
import type pg from 'pg';
import type { Config } from './config';
import { AccountRepository } from './services/accounts';
import { DiskStorage, type FileStorage } from './services/file-storage';
import { type FormForwarder, HttpFormForwarder, NoFormForwarder } from './services/form-forwarder';
import { OtpService } from './services/otp';
import { type PaymentProvider, SandboxProvider } from './services/payments';
import { RateLimiter } from './services/rate-limiter';
import { loadSigningSecret } from './services/secrets';
import { TokenService } from './services/tokens';
import {
  createOutboxTransports,
  type EmailTransport,
  type SmsTransport,
} from './services/transports';

/** Everything a route needs, built once per app from the config and the database. */
export interface AppContext {
  config: Config;
  pool: pg.Pool;
  accounts: AccountRepository;
  tokens: TokenService;
  otp: OtpService;
  limiter: RateLimiter;
  sms: SmsTransport;
  email: EmailTransport;
  payments: PaymentProvider;
  /** Uploaded documents: `DATA_DIR/uploads` unless `buildApp({ files })` gives another. */
  files: FileStorage;
  /** Sends stored form submissions on to FORMS_FORWARD_URL, when set. */
  formForwarder: FormForwarder;
  secret: string;
}

export interface ContextOptions {
  config: Config;
  pool: pg.Pool;
  log: (message: string) => void;
  warn?: (message: string) => void;
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
  transports,
  payments,
  files,
  formForwarder,
}: ContextOptions): Promise<AppContext> {
  const secret = await loadSigningSecret(pool, config.jwtSecret);
  const { sms, email } = transports ?? createOutboxTransports(pool, log);
  return {
    config,
    pool,
    secret,
    sms,
    email,
    payments: payments ?? new SandboxProvider(),
    files: files ?? new DiskStorage(join(config.dataDir, 'uploads')),
    formForwarder:
      formForwarder ??
      (config.formsForwardUrl
        ? new HttpFormForwarder(config.formsForwardUrl, warn)
        : new NoFormForwarder()),
    accounts: new AccountRepository(pool),
    tokens: new TokenService(
      pool,
      secret,
      config.accessTokenTtlSeconds,
      config.refreshTokenTtlDays,
    ),
    otp: new OtpService(pool, secret, sms, config.limits.otpResendCooldownSeconds),
    limiter: new RateLimiter(pool),
  };
}
