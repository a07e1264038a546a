import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, requireProductionPayments } from '../config';
import { startServer } from '../start';

describe('PUBLIC_URL', () => {
  it('defaults to the address the server listens on, the one the README says to open', () => {
    expect(loadConfig({}).publicUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ PORT: '9090' }).publicUrl).toBe('http://127.0.0.1:9090');
    expect(loadConfig({ PUBLIC_URL: '' }).publicUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ HOST: 'ftc.internal', PORT: '8081' }).publicUrl).toBe(
      'http://ftc.internal:8081',
    );
  });

  it('reaches a wildcard listener as 127.0.0.1 and writes an IPv6 address in brackets', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).publicUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ HOST: '::' }).publicUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:8080');
  });

  it('is taken as given when set, without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://ftc.example/' }).publicUrl).toBe(
      'https://ftc.example',
    );
  });
});

describe('payments (interface §9 "Payment providers")', () => {
  const stripeKeys = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

  it('the sandbox by default; Stripe with both keys', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'sandbox', sandboxChosen: false });
    expect(loadConfig(stripeKeys).payments).toEqual({
      provider: 'stripe',
      stripe: { secretKey: 'sk_live_x', webhookSecret: 'whsec_x', apiUrl: undefined },
    });
  });

  it('refuses half of Stripe, and PAYMENTS contradicting the keys, naming what is missing', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET is missing/,
    );
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(
      /STRIPE_SECRET_KEY is missing/,
    );
    expect(() => loadConfig({ PAYMENTS: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY .* STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ PAYMENTS: 'sandbox', ...stripeKeys })).toThrow(/unset one/);
  });

  describe('NODE_ENV=production', () => {
    const production = (env: Record<string, string> = {}) =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ...env });

    it('refuses to start without a real provider, naming the settings to give', () => {
      expect(() => requireProductionPayments(production())).toThrow(
        /needs a real payment provider.*STRIPE_SECRET_KEY.*STRIPE_WEBHOOK_SECRET.*PAYMENTS=sandbox/,
      );
    });

    it('starts with Stripe, or with the sandbox chosen on purpose; outside production as it is', () => {
      expect(() => requireProductionPayments(production(stripeKeys))).not.toThrow();
      expect(() => requireProductionPayments(production({ PAYMENTS: 'sandbox' }))).not.toThrow();
      expect(() => requireProductionPayments(loadConfig({}))).not.toThrow();
    });

    it('startServer throws before it opens a database', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'ftc-prod-pay-'));
      try {
        const started = startServer(
          production({
            DATA_DIR: dataDir,
            PORT: '0',
            SMTP_URL: 'smtp://u:p@mail.example.com:587',
            SMS_PROVIDER_URL: 'https://sms.example.com/send',
          }),
        );
        await expect(started).rejects.toThrow(
          /STRIPE_SECRET_KEY .*STRIPE_WEBHOOK_SECRET.*PAYMENTS=sandbox/,
        );
        expect(existsSync(join(dataDir, 'postgres'))).toBe(false);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
});
