import {
  ApiError,
  apiServiceRef,
  dateTimeFormat,
  navigationServiceRef,
  type Invoice,
  type InvoiceUrlResponse,
  type User,
} from '@stride/shared';
import { formatMoney } from '@stride/shared/billing';
import { Button, Spinner, useService } from '@stride/shared/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../accountArea/LoadError';
import { definition } from '../definition';
import { invoiceTarget } from './invoiceTarget';
import { purchaseQueries } from './purchaseQueries';
import './purchases.scss';

type ViewError = 'invalid' | 'failed';

function InvoiceRow({ invoice, day }: { invoice: Invoice; day: Intl.DateTimeFormat }) {
  const { t, i18n } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const navigation = useService(navigationServiceRef);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ViewError | null>(null);

  // GET /invoices/{id}/url: our printable page opens in the app, any other (Stripe's hosted invoice) in a new tab.
  const view = async () => {
    setBusy(true);
    setError(null);
    try {
      const { url } = await api.get<InvoiceUrlResponse>(`/invoices/${encodeURIComponent(invoice.id)}/url`);
      const target = invoiceTarget(url, window.location.origin);
      if (target.kind === 'app') navigation.navigate(target.path);
      else if (target.kind === 'external') window.open(target.url, '_blank', 'noopener,noreferrer');
      else setError('failed');
    } catch (caught) {
      setError(caught instanceof ApiError && caught.code === 'invoice_not_found' ? 'invalid' : 'failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="account-area__item">
      <div className="account-invoice">
        <div className="account-invoice__text">
          <span className="my-content__title" dir="auto">
            {invoice.number}
          </span>
          {invoice.product_title ? (
            <span className="my-content__detail" dir="auto">
              {invoice.product_title}
            </span>
          ) : null}
          <span className="my-content__detail">{day.format(new Date(invoice.created_at))}</span>
          <span className="account-invoice__total">
            {formatMoney(invoice.total_cents, invoice.currency, i18n.language)}
          </span>
          <span className={`my-content__status my-content__status--invoice-${invoice.status}`}>
            {t(`invoiceStatus_${invoice.status}`)}
          </span>
        </div>
        <Button
          variant="secondary"
          className="account-invoice__view"
          aria-label={t('viewInvoice', { number: invoice.number })}
          aria-busy={busy || undefined}
          disabled={busy}
          onClick={() => void view()}
        >
          {t('view')}
        </Button>
        {error ? (
          <p className="account-invoice__error" role="alert">
            {t(error === 'invalid' ? 'invoiceInvalid' : 'invoiceOpenFailed')}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** The member's invoices (GET /invoices, newest first): number, date, total and status, each with View. */
export function InvoicesSection({ user }: { user: User }) {
  const { t, i18n } = useTranslation(definition.i18nNamespace);
  const query = useQuery(purchaseQueries.invoices(useService(apiServiceRef), user.id));
  const day = dateTimeFormat(i18n.language, user.timezone, { dateStyle: 'medium' });
  const headingId = 'account-invoices-title';
  let body: ReactNode;
  if (query.data) {
    const { invoices } = query.data;
    body =
      invoices.length === 0 ? (
        <p className="my-content__empty">{t('invoicesEmpty')}</p>
      ) : (
        <ul className="account-area__items" aria-labelledby={headingId}>
          {invoices.map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice} day={day} />
          ))}
        </ul>
      );
  } else if (query.isError) {
    body = <LoadError messageKey="invoicesFailed" onRetry={() => void query.refetch()} />;
  } else {
    body = <Spinner label={t('loading')} />;
  }
  return (
    <section className="account-area" aria-labelledby={headingId}>
      <h2 className="account-area__title" id={headingId}>
        {t('invoices')}
      </h2>
      {body}
    </section>
  );
}
