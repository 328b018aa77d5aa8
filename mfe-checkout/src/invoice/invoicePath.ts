/** The route this remote owns (ROUTE_TABLE): the printable invoice `/me/invoices/{id}` (spec §2 invoice view). */
export const INVOICE_PATH = '/me/invoices';

/** Where an invalid invoice leads back to: the member's purchases, where their invoices are listed. */
export const PURCHASES_PATH = '/me/purchases';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The invoice id of a path under INVOICE_PATH, lower case; null when the path names none, or something that is
 * not an invoice id (invoice ids are UUIDs): such a path is an invalid invoice without asking the API.
 */
export function invoiceIdOf(path: string): string | null {
  const segments = path.split(/[?#]/)[0]!.split('/').filter(Boolean);
  const base = INVOICE_PATH.split('/').filter(Boolean);
  if (segments.length !== base.length + 1) return null;
  if (base.some((segment, index) => segments[index]?.toLowerCase() !== segment)) return null;
  let id: string;
  try {
    id = decodeURIComponent(segments[base.length]!);
  } catch {
    return null;
  }
  return UUID.test(id) ? id.toLowerCase() : null;
}
