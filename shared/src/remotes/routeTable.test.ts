import { matchPath } from './matchPath';
import { DEFAULT_ROUTE_REMOTE, ROUTE_TABLE } from './routeTable';

/** The remote the table gives a path, as the shell's router reads it: the most specific prefix, else content. */
const remoteFor = (path: string) =>
  matchPath(
    path,
    ROUTE_TABLE.map((rule) => ({ path: rule.prefix, remote: rule.remote })),
  )?.remote ?? DEFAULT_ROUTE_REMOTE;

describe('ROUTE_TABLE', () => {
  it('gives /me/invoices/x to mfe-checkout, its printable invoice', () => {
    expect(remoteFor('/me/invoices/0b7c6d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e')).toBe('mfe-checkout');
    expect(remoteFor('/me/invoices/x')).toBe('mfe-checkout');
    expect(remoteFor('/me/invoices')).toBe('mfe-checkout');
  });

  it('keeps the rest of the member area with its owners, and every other path a content page', () => {
    expect(remoteFor('/me/invoices-old')).toBe('mfe-account');
    expect(remoteFor('/me/purchases')).toBe('mfe-account');
    expect(remoteFor('/me/messages/t1')).toBe('mfe-messaging');
    expect(remoteFor('/me/schedule')).toBe('mfe-schedule');
    expect(remoteFor('/invoices/x')).toBe('mfe-content');
  });

  it('names each prefix once', () => {
    const prefixes = ROUTE_TABLE.map((rule) => rule.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});
