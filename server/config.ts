import { resolve } from 'node:path';
import { z } from 'zod';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const EnvSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: positiveInt(30),
  CORS_ORIGINS: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  BODY_LIMIT_BYTES: positiveInt(100 * 1024),
  LOG_LEVEL: z.string().default('info'),
  STATIC_ROOT: z.string().optional(),
  RATE_LOGIN_FAILURES: positiveInt(10),
  RATE_LOGIN_WINDOW_MINUTES: positiveInt(15),
  RATE_SIGNUPS_PER_HOUR: positiveInt(20),
  RATE_NEWSLETTER_PER_HOUR: positiveInt(20),
  RATE_NEWSLETTER_PER_EMAIL_PER_HOUR: positiveInt(5),
  RATE_OTP_VERIFY_PER_15_MIN: positiveInt(30),
  RATE_RESEND_PER_HOUR: positiveInt(10),
  RATE_CLIENT_PER_MINUTE: positiveInt(120),
  OTP_RESEND_COOLDOWN_SECONDS: positiveInt(30),
  RATE_UPLOADS_PER_HOUR: positiveInt(20),
  RATE_FORMS_PER_HOUR: positiveInt(10),
  FORMS_FORWARD_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).optional(),
});

export interface Config {
  env: string;
  production: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
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
  devOutbox: boolean;
  /** Where the site's forms are also sent (POST JSON `{ form, payload }`); undefined: nowhere. */
  formsForwardUrl: string | undefined;
  limits: {
    loginFailures: number;
    loginWindowMinutes: number;
    signupsPerHour: number;
    newsletterPerHour: number;
    newsletterPerEmailPerHour: number;
    otpVerifyPer15Min: number;
    resendPerHour: number;
    clientPerMinute: number;
    otpResendCooldownSeconds: number;
    uploadsPerHour: number;
    formsPerHour: number;
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

/** Reads the server's settings from the environment (README, "Reference API server"). */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = EnvSchema.parse(source);
  const production = env.NODE_ENV === 'production';
  const origins = env.CORS_ORIGINS ?? (production ? '' : '*');
  return {
    env: env.NODE_ENV,
    production,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
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
    devOutbox: !production,
    formsForwardUrl: env.FORMS_FORWARD_URL || undefined,
    limits: {
      loginFailures: env.RATE_LOGIN_FAILURES,
      loginWindowMinutes: env.RATE_LOGIN_WINDOW_MINUTES,
      signupsPerHour: env.RATE_SIGNUPS_PER_HOUR,
      newsletterPerHour: env.RATE_NEWSLETTER_PER_HOUR,
      newsletterPerEmailPerHour: env.RATE_NEWSLETTER_PER_EMAIL_PER_HOUR,
      otpVerifyPer15Min: env.RATE_OTP_VERIFY_PER_15_MIN,
      resendPerHour: env.RATE_RESEND_PER_HOUR,
      clientPerMinute: env.RATE_CLIENT_PER_MINUTE,
      otpResendCooldownSeconds: env.OTP_RESEND_COOLDOWN_SECONDS,
      uploadsPerHour: env.RATE_UPLOADS_PER_HOUR,
      formsPerHour: env.RATE_FORMS_PER_HOUR,
    },
  };
}
