import {
  apiServiceRef,
  dateTimeFormat,
  navigationServiceRef,
  sessionServiceRef,
  type Invoice,
  type User,
} from '@stride/shared';
import { formatMoney } from '@stride/shared/billing';
import { Button, InAppLink, ScreenToolbar, Spinner, useService } from '@stride/shared/react';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { isApiError } from '../checkoutModal/purchaseErrors';
import { retryUnlessRefused } from '../checkoutModal/retryUnlessRefused';
import { useSignIn } from '../checkoutModal/useSignIn';
import { useCheckoutTranslation } from '../i18n/useCheckoutTranslation';
import { PURCHASES_PATH, invoiceIdOf } from './invoicePath';
import { invoiceQueries } from './invoiceQueries';
import './invoice.scss';

/**
 * /me/invoices/{id} (spec §2 "Invoice view with an invalid-invoice state"): the member's invoice as a printable
 * page — seller, customer, dates, lines, subtotal, discount, tax and total in the invoice's currency, written in the
 * member's language and time zone — with Print. An id that is not an invoice of theirs is "Invalid Invoice" with
 * the way back to their purchases; a guest is asked to log in.
 */
export function InvoiceScreen({ path }: { path: string }) {
  const { t } = useCheckoutTranslation();
  const session = useService(sessionServiceRef);
  const signIn = useSignIn();
  const invoiceId = invoiceIdOf(path);
  if (session.status === 'authenticated' && invoiceId) return <MemberInvoice user={session.user} id={invoiceId} />;

  let body: ReactNode;
  if (session.status === 'unchecked') body = <Spinner label={t('loading')} />;
  else if (session.status === 'guest') {
    body = (
      <div className="checkout-invoice-state">
        <p className="checkout-invoice-state__text">{t('logInToSeeInvoice')}</p>
        <Button onClick={signIn}>{t('logIn')}</Button>
      </div>
    );
  } else body = <InvalidInvoice />;
  return <InvoicePage title={t('invoice')}>{body}</InvoicePage>;
}

/** The screen around every state: the toolbar (back, the title as the one h1, its actions) and the page. */
function InvoicePage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="checkout-invoice-screen">
      <ScreenToolbar title={title} actions={actions} />
      <main className="checkout-invoice-page">{children}</main>
    </div>
  );
}

function InvalidInvoice() {
  const { t } = useCheckoutTranslation();
  const { navigate } = useService(navigationServiceRef);
  return (
    <div className="checkout-invoice-state">
      <p className="checkout-invoice-state__text" role="alert">
        {t('invalidInvoice')}
      </p>
      <InAppLink to={PURCHASES_PATH} navigate={navigate} className="stride-button stride-button--secondary">
        {t('backToPurchases')}
      </InAppLink>
    </div>
  );
}

function MemberInvoice({ user, id }: { user: User; id: string }) {
  const { t } = useCheckoutTranslation();
  const api = useService(apiServiceRef);
  const query = useQuery({ ...invoiceQueries.invoice(api, user.id, id), retry: retryUnlessRefused });

  if (query.data) {
    const invoice = query.data;
    const print = (
      <Button variant="secondary" className="checkout-invoice__print" onClick={() => window.print()}>
        {t('print')}
      </Button>
    );
    return (
      <InvoicePage title={t('invoiceTitle', { number: invoice.number })} actions={print}>
        <InvoiceDocument invoice={invoice} timeZone={user.timezone} />
      </InvoicePage>
    );
  }
  let body: ReactNode;
  if (
    query.isError &&
    isApiError(query.error) &&
    (query.error.status === 404 || query.error.code === 'invoice_not_found')
  )
    body = <InvalidInvoice />;
  else if (query.isError) {
    body = (
      <div className="checkout-invoice-state">
        <p className="checkout-invoice-state__text" role="alert">
          {t('somethingWentWrong')}
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else body = <Spinner label={t('loading')} />;
  return <InvoicePage title={t('invoice')}>{body}</InvoicePage>;
}

/** A country code as its name in the member's language ("GB" → "United Kingdom"); the code where none is known. */
function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language, 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function InvoiceDocument({ invoice, timeZone }: { invoice: Invoice; timeZone: string | null }) {
  const { t, language } = useCheckoutTranslation();
  const sellerId = useId();
  const customerId = useId();
  const money = (minorUnits: number) => formatMoney(minorUnits, invoice.currency, language);
  const day = dateTimeFormat(language, timeZone, { dateStyle: 'long' });
  const date = (iso: string) => day.format(new Date(iso));
  const { customer } = invoice;
  const period =
    invoice.period_start && invoice.period_end
      ? day.formatRange(new Date(invoice.period_start), new Date(invoice.period_end))
      : null;

  return (
    <article className="checkout-invoice">
      <div className="checkout-invoice__parties">
        <section className="checkout-invoice__party" aria-labelledby={sellerId}>
          <h2 id={sellerId} className="checkout-invoice__heading">
            {t('invoiceFrom')}
          </h2>
          <p className="checkout-invoice__seller" dir="auto">
            {invoice.seller.name}
          </p>
        </section>
        <section className="checkout-invoice__party" aria-labelledby={customerId}>
          <h2 id={customerId} className="checkout-invoice__heading">
            {t('invoiceBilledTo')}
          </h2>
          <p className="checkout-invoice__line" dir="auto">
            {customer.name}
          </p>
          <p className="checkout-invoice__line">{customer.email}</p>
          {customer.country ? (
            <p className="checkout-invoice__line">{countryName(customer.country, language)}</p>
          ) : null}
        </section>
      </div>

      <dl className="checkout-invoice__facts">
        <div className="checkout-invoice__fact">
          <dt>{t('invoiceNumber')}</dt>
          <dd>{invoice.number}</dd>
        </div>
        <div className="checkout-invoice__fact">
          <dt>{t('invoiceStatus')}</dt>
          <dd>
            <span className={`checkout-invoice__status checkout-invoice__status--${invoice.status}`}>
              {t(`invoiceStatus_${invoice.status}`)}
            </span>
          </dd>
        </div>
        <div className="checkout-invoice__fact">
          <dt>{t('invoiceIssued')}</dt>
          <dd>{date(invoice.created_at)}</dd>
        </div>
        {invoice.paid_at ? (
          <div className="checkout-invoice__fact">
            <dt>{t('invoicePaidOn')}</dt>
            <dd>{date(invoice.paid_at)}</dd>
          </div>
        ) : null}
        {period ? (
          <div className="checkout-invoice__fact">
            <dt>{t('invoicePeriod')}</dt>
            <dd>{period}</dd>
          </div>
        ) : null}
      </dl>

      <table className="checkout-invoice__table">
        <caption className="checkout-invoice__caption">{t('invoiceItems')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('invoiceDescription')}</th>
            <th scope="col" className="checkout-invoice__amount">
              {t('invoiceAmount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={index}>
              <td dir="auto">{line.title}</td>
              <td className="checkout-invoice__amount">{money(line.amount_cents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('subtotal')}</th>
            <td className="checkout-invoice__amount">{money(invoice.subtotal_cents)}</td>
          </tr>
          {invoice.discount_cents > 0 ? (
            <tr>
              <th scope="row">{t('invoiceDiscount')}</th>
              <td className="checkout-invoice__amount">{money(-invoice.discount_cents)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">{t('invoiceTax')}</th>
            <td className="checkout-invoice__amount">{money(invoice.tax_cents)}</td>
          </tr>
          <tr className="checkout-invoice__total">
            <th scope="row">{t('invoiceTotal')}</th>
            <td className="checkout-invoice__amount">{money(invoice.total_cents)}</td>
          </tr>
        </tfoot>
      </table>
    </article>
  );
}
