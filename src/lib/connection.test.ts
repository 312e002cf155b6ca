import { describe, expect, it } from 'vitest';
import { checkBaseUrl, checkConnection } from './connection';
import { readEnv } from './env';

describe('connection and build settings, checked without a schema library', () => {
  it('accepts this site, https and loopback http base URLs ending in /v1/api', () => {
    expect(checkBaseUrl(' https://api.example.test/v1/api/ ')).toEqual({
      ok: true,
      baseUrl: 'https://api.example.test/v1/api',
    });
    expect(checkBaseUrl('/v1/api')).toEqual({ ok: true, baseUrl: '/v1/api' });
    expect(checkBaseUrl('http://127.0.0.1:8787/v1/api').ok).toBe(true);
    expect(checkBaseUrl('http://[::1]:8787/v1/api').ok).toBe(true);
  });

  it('refuses, with words for a person, what cannot be used', () => {
    expect(checkBaseUrl('  ')).toEqual({ ok: false, message: 'Enter the API base URL' });
    expect(checkBaseUrl('http://10.0.0.5/v1/api')).toMatchObject({ ok: false });
    expect(checkBaseUrl('//evil.test/v1/api')).toMatchObject({ ok: false });
    expect(checkBaseUrl('javascript:alert(1)//v1/api')).toMatchObject({ ok: false });
    expect(checkBaseUrl('https://api.example.test/v2')).toEqual({
      ok: false,
      message: 'The base URL ends in /v1/api',
    });
  });

  it('reads a stored connection only when it is whole and valid', () => {
    expect(checkConnection({ mode: 'demo', baseUrl: '/v1/api' })).toMatchObject({ ok: true });
    expect(checkConnection({ mode: 'live', baseUrl: 'https://api.example.test/v1/api/' })).toEqual({
      ok: true,
      connection: { mode: 'live', baseUrl: 'https://api.example.test/v1/api' },
    });
    expect(checkConnection({ mode: 'live' }).ok).toBe(false);
    expect(checkConnection({ mode: 'other', baseUrl: '/v1/api' }).ok).toBe(false);
    expect(checkConnection(null).ok).toBe(false);
    expect(checkConnection('demo').ok).toBe(false);
  });

  it('fails loudly on a bad build configuration', () => {
    expect(readEnv({})).toEqual({ apiBaseUrl: '/v1/api', demo: true });
    expect(readEnv({ VITE_API_BASE_URL: 'https://x.test/v1/api/', VITE_DEMO: 'false' })).toEqual({
      apiBaseUrl: 'https://x.test/v1/api',
      demo: false,
    });
    expect(() => readEnv({ VITE_DEMO: 'yes' })).toThrow(/VITE_DEMO/);
    expect(() => readEnv({ VITE_DEMO: 'constructor' })).toThrow(/VITE_DEMO/);
    expect(() => readEnv({ VITE_API_BASE_URL: 'ftp://x' })).toThrow(/VITE_API_BASE_URL/);
  });
});
