import { invoiceIdOf } from './invoicePath';

describe('invoiceIdOf', () => {
  const id = '0b7c6d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e';

  it('reads the invoice id of /me/invoices/{id}, in lower case', () => {
    expect(invoiceIdOf(`/me/invoices/${id}`)).toBe(id);
    expect(invoiceIdOf(`/Me/Invoices/${id.toUpperCase()}/?print=1`)).toBe(id);
  });

  it('answers null for a path that names no invoice id, so it is an invalid invoice without asking the API', () => {
    expect(invoiceIdOf('/me/invoices')).toBeNull();
    expect(invoiceIdOf('/me/invoices/INV-0001')).toBeNull();
    expect(invoiceIdOf(`/me/invoices/${id}/extra`)).toBeNull();
    expect(invoiceIdOf('/me/invoices/%E0%A4%A')).toBeNull();
  });
});
