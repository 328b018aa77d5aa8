/** Where our printable invoice lives in the app (`/me/invoices/{id}`, the invoice view). */
export const INVOICE_VIEW_PATH = '/me/invoices';

export type InvoiceTarget =
  | { kind: 'app'; path: string }
  | { kind: 'external'; url: string }
  /** Not a web address: nothing to open. */
  | { kind: 'none' };

/**
 * Where GET /invoices/{id}/url sends the member: our own invoice page (same origin, under /me/invoices/) opens in
 * the app; any other web address (Stripe's hosted invoice) opens in a new tab.
 */
export function invoiceTarget(url: string, origin: string): InvoiceTarget {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return { kind: 'none' };
  }
  if (parsed.origin === origin && parsed.pathname.startsWith(`${INVOICE_VIEW_PATH}/`)) {
    return { kind: 'app', path: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { kind: 'none' };
  return { kind: 'external', url: parsed.href };
}
