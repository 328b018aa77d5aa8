import { ApiError, colorHex, LAYOUT, pageQueries, textColorFor, type PageData } from '@stride/shared';
import { Spinner } from '@stride/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockList } from '../blocks/BlockList';
import { PageTypeSection } from '../catalogue/PageTypeSection';
import { definition } from '../definition';
import { accessDenial } from '../locked/accessDenial';
import { LockedScreen } from '../locked/LockedScreen';
import { NotFoundScreen } from '../notFound/NotFoundScreen';
import { useContentParcel } from '../parcel/ContentParcelContext';
import { usePreviewPage } from '../preview/usePreviewPage';
import { Toolbar } from '../toolbar/Toolbar';
import { ErrorScreen } from './ErrorScreen';
import { PageActions } from './PageActions';
import './page.scss';

function statusOf(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/** Client errors will not change on retry; server and network errors get two more tries. */
function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  return !(status !== null && status >= 400 && status < 500) && failureCount < 2;
}

function PageBody({ data }: { data: PageData }) {
  const { appConfig: config } = useContentParcel();
  const background = data.page.background_color ? colorHex(config.theme, data.page.background_color) : null;
  return (
    <article
      className="content-page__body"
      style={background ? { backgroundColor: background, color: textColorFor(background) } : undefined}
    >
      <BlockList blocks={data.blocks} />
      <PageTypeSection data={data} />
      <PageActions actions={data.page.actions} />
    </article>
  );
}

function PageLayout({ children, preview }: { children: ReactNode; preview: boolean }) {
  const { t } = useTranslation(definition.i18nNamespace);
  return (
    <div
      className={`content-page${preview ? ' content-page--preview' : ''}`}
      style={preview ? { maxWidth: `${LAYOUT.pageBuilderWidth}px` } : undefined}
    >
      {preview ? <p className="content-page__preview-note">{t('preview')}</p> : null}
      <Toolbar />
      <main className="content-page__main">{children}</main>
    </div>
  );
}

/**
 * The page at `props.path`. The shell primes the query with the page inlined at boot, so first content
 * needs no fetch. In page-builder mode (spec §2) static page data is not fetched and every page is
 * accessible: the preview shows the page the builder posted (usePreviewPage), else a primed page, and
 * never the locked, missing or error screens.
 */
export function PageScreen() {
  const { api, path, pageBuilder, appConfig: config } = useContentParcel();
  const { t } = useTranslation(definition.i18nNamespace);
  const query = useQuery({ ...pageQueries.byPath(api, path), enabled: !pageBuilder, retry: retryUnlessClientError });
  const preview = usePreviewPage(pageBuilder, path);
  const shown = preview ?? query.data;
  const title = shown?.page.title;

  useEffect(() => {
    if (title) document.title = `${title} · ${config.app.name}`;
  }, [title, config.app.name]);

  const denial = accessDenial(query.error);
  let content: ReactNode;
  if (pageBuilder) {
    content = shown ? (
      <PageBody data={shown} />
    ) : (
      <p className="content-state content-state__text">{t('previewEmpty')}</p>
    );
  } else if (statusOf(query.error) === 404) content = <NotFoundScreen />;
  else if (denial) content = <LockedScreen denial={{ ...denial, title: denial.title ?? title ?? null }} />;
  else if (query.data) content = <PageBody data={query.data} />;
  else if (query.error) content = <ErrorScreen onRetry={() => void query.refetch()} />;
  else content = <Spinner label={t('loading')} />;

  return <PageLayout preview={pageBuilder}>{content}</PageLayout>;
}
