import type pg from 'pg';
import type { Config } from './config';
import { AccountRepository } from './services/accounts';
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
  secret: string;
}

export interface ContextOptions {
  config: Config;
  pool: pg.Pool;
  log: (message: string) => void;
  transports?: { sms: SmsTransport; email: EmailTransport };
  payments?: PaymentProvider;
}

export async function createContext({
  config,
  pool,
  log,
  transports,
  payments,
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
