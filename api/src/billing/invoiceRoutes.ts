import { and, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Invoice, InvoiceResponse, InvoicesResponse, InvoiceUrlResponse } from '@stride/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInMember } from '../auth/registerMember';
import { isUuid } from '../catalogue/catalogueAccess';
import type { AppDatabase } from '../db/AppDatabase';
import { invoices, products, purchases, type AppRow, type InvoiceRow, type UserRow } from '../db/schema';
import { AppError } from '../errors/AppError';
import { appPublicUrl } from '../tenancy/appPublicUrl';
import { invoiceSchema } from './billingResponseSchemas';

/** The app path of our printable invoice (mfe-checkout's invoice view). */
export const INVOICE_VIEW_PATH = '/me/invoices';

function toInvoice(row: InvoiceRow, productTitle: string | null, user: UserRow, app: AppRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    currency: row.currency,
    lines: row.lines,
    subtotal_cents: row.subtotalCents,
    discount_cents: row.discountCents,
    tax_cents: row.taxCents,
    total_cents: row.totalCents,
    period_start: row.periodStart?.toISOString() ?? null,
    period_end: row.periodEnd?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    product_title: productTitle ?? row.lines[0]?.title ?? '',
    customer: { name: user.name, email: user.email, country: row.country },
    seller: { name: app.name },
  };
}

function invoicesQuery(db: AppDatabase, appId: string, userId: string, where?: SQL) {
  return db
    .select({ invoice: invoices, productTitle: products.title })
    .from(invoices)
    .leftJoin(purchases, eq(purchases.id, invoices.purchaseId))
    .leftJoin(products, eq(products.id, purchases.productId))
    .where(and(eq(invoices.appId, appId), eq(invoices.userId, userId), where));
}

/**
 * The member's invoices (spec §2 invoice view, §7 GET /invoices/{id}/url). Another member's invoice, or one that
 * does not exist, is "Invalid Invoice" (404) alike.
 */
export async function invoiceRoutes(
  instance: FastifyInstance,
  { db, publicUrl }: { db: AppDatabase; publicUrl: string },
): Promise<void> {
  const scope = instance.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ id: z.string().max(64) });

  async function ownInvoice(appId: string, userId: string, id: string) {
    const [row] = isUuid(id) ? await invoicesQuery(db, appId, userId, eq(invoices.id, id.toLowerCase())) : [];
    if (!row) throw new AppError('invoice_not_found');
    return row;
  }

  scope.get(
    '/invoices',
    { config: { member: 'required' }, schema: { response: { 200: z.object({ invoices: z.array(invoiceSchema) }) } } },
    async (request): Promise<InvoicesResponse> => {
      const { user } = signedInMember(request);
      const rows = await invoicesQuery(db, request.app.id, user.id).orderBy(
        desc(invoices.createdAt),
        desc(invoices.id),
      );
      return { invoices: rows.map((row) => toInvoice(row.invoice, row.productTitle, user, request.app)) };
    },
  );

  scope.get(
    '/invoices/:id',
    { config: { member: 'required' }, schema: { params, response: { 200: z.object({ invoice: invoiceSchema }) } } },
    async (request): Promise<InvoiceResponse> => {
      const { user } = signedInMember(request);
      const row = await ownInvoice(request.app.id, user.id, request.params.id);
      return { invoice: toInvoice(row.invoice, row.productTitle, user, request.app) };
    },
  );

  scope.get(
    '/invoices/:id/url',
    { config: { member: 'required' }, schema: { params, response: { 200: z.object({ url: z.string() }) } } },
    async (request): Promise<InvoiceUrlResponse> => {
      const { user } = signedInMember(request);
      const { invoice } = await ownInvoice(request.app.id, user.id, request.params.id);
      // Stripe's hosted invoice when Stripe made one; our printable page in the app otherwise.
      return { url: invoice.hostedUrl ?? `${appPublicUrl(publicUrl, request.app)}${INVOICE_VIEW_PATH}/${invoice.id}` };
    },
  );
}
