import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

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
