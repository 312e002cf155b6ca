import { describe, expect, it } from 'vitest';
import { checkConnectPolicy, connectSources } from './connect-policy';

const SOURCES = [
  "'self'",
  'https://api.example.com',
  'https://*.cards.example',
  'http://127.0.0.1:*',
  'http://localhost:*',
];
const PAGE = 'https://dashboard.example';
const allowed = (url: string) => checkConnectPolicy(url, SOURCES, PAGE).allowed;

describe('checkConnectPolicy', () => {
  it('allows this origin, listed https origins and loopback sandbox servers', () => {
    expect(allowed('/v1/api')).toBe(true);
    expect(allowed('https://dashboard.example/v1/api')).toBe(true);
    expect(allowed('https://api.example.com/v1/api')).toBe(true);
    expect(allowed('https://api.example.com:443/v1/api')).toBe(true);
    expect(allowed('https://eu.cards.example/v1/api')).toBe(true);
    expect(allowed('http://127.0.0.1:8787/v1/api')).toBe(true);
    expect(allowed('http://localhost:9000/v1/api')).toBe(true);
  });

  it('refuses other origins, schemes and ports, and says which are allowed', () => {
    expect(allowed('https://evil.example/v1/api')).toBe(false);
    expect(allowed('http://api.example.com/v1/api')).toBe(false);
    expect(allowed('https://api.example.com:8443/v1/api')).toBe(false);
    expect(allowed('https://cards.example/v1/api')).toBe(false);
    // A policy cannot list an IPv6 literal, so [::1] is never allowed cross-origin.
    expect(allowed('http://[::1]:8787/v1/api')).toBe(false);
    expect(checkConnectPolicy('https://evil.example/v1/api', SOURCES, PAGE)).toEqual({
      allowed: false,
      origin: 'https://evil.example',
      allowedOrigins: ['this site', ...SOURCES.slice(1)],
    });
  });

  it('reads connect-src from the page policy, and allows anything without one', () => {
    const doc = document.implementation.createHTMLDocument();
    expect(connectSources(doc)).toBeUndefined();
    expect(checkConnectPolicy('https://any.example/v1/api', undefined, PAGE).allowed).toBe(true);
    const meta = doc.createElement('meta');
    meta.httpEquiv = 'Content-Security-Policy';
    meta.content = "default-src 'self'; connect-src 'self' https://api.example.com; img-src 'self'";
    doc.head.append(meta);
    expect(connectSources(doc)).toEqual(["'self'", 'https://api.example.com']);
  });
});
