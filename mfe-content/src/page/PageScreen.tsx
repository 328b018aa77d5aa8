import {
  configServiceRef,
  navigationServiceRef,
  sessionServiceRef,
  colorHex,
  LAYOUT,
  readableTextOn,
  type PageData,
} from '@stride/shared';
import { Spinner, useService } from '@stride/shared/react';
import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockBoundary } from '../blocks/BlockBoundary';
import { BlockList } from '../blocks/BlockList';
import { ownColorVars } from '../blocks/blockStyle';
import { PageTypeSection } from '../catalogue/PageTypeSection';
import { definition } from '../definition';
import { lazyComponent } from '../loading/lazyComponent';
import { accessDenial } from '../locked/accessDenial';
import { LockedScreen } from '../locked/LockedScreen';
import { useLockPrompts } from '../locked/useLockPrompts';
import { NotFoundScreen } from '../notFound/NotFoundScreen';
import { usePreviewPage } from '../preview/usePreviewPage';
import { Toolbar } from '../toolbar/Toolbar';
import { useTranslatedPage } from '../translations/usePageTranslation';
import { ErrorScreen } from './ErrorScreen';
import { PageActions } from './PageActions';
import type { PageState } from './PageState';
import { usePageData } from './usePageData';
import { useShownPageState } from './useShownPageState';
import './page.scss';

// A member's progress and comments row come with their own chunks: a guest draws neither. A chunk that fails
// to load leaves an error state (or, for the comments row, nothing) in its place, not a broken page.
// Neither is in server markup, drawn for nobody identified.
const CommentsRow = lazyComponent(() => import('./CommentsRow').then((m) => m.CommentsRow), { drawnOnServer: false });
const ProgressPanel = lazyComponent(() => import('../progress/ProgressPanel').then((m) => m.ProgressPanel), {
  drawnOnServer: false,
});

function PageBody({ data, state }: { data: PageData; state: PageState }) {
  const session = useService(sessionServiceRef);
  const { pageBuilder } = useService(navigationServiceRef);
  const attributes = useMemo(
    () => ({ attributes: data.attributes, pageTitle: data.page.title }),
    [data.attributes, data.page.title],
  );
  const { sequence } = state;
  const showsProgress = session.status === 'authenticated' && sequence !== null && sequence.items.length > 0;
  // A titled hero at the top is the page's heading; any other page is headed by its title (articles, meals…).
  const opening = data.blocks[0];
  const titled = opening?.type !== 'hero' || opening.title.trim() === '';
  return (
    <article className="content-page__body">
      {titled ? (
        <h1 className="content-page__title" dir="auto">
          {data.page.title}
        </h1>
      ) : null}
      {showsProgress ? (
        <BlockBoundary>
          <Suspense fallback={<div className="content-placeholder content-placeholder--progress" aria-busy="true" />}>
            <ProgressPanel state={state} sequence={sequence} />
          </Suspense>
        </BlockBoundary>
      ) : null}
      <BlockList blocks={data.blocks} page={attributes} />
      <PageTypeSection data={data} />
      <PageActions actions={data.page.actions} state={state} />
      {/* Threads need a member; a page-builder preview has none. */}
      {session.status === 'authenticated' && !pageBuilder ? (
        <BlockBoundary fallback={null}>
          <Suspense fallback={null}>
            <CommentsRow pageId={data.page.id} />
          </Suspense>
        </BlockBoundary>
      ) : null}
    </article>
  );
}

function PageLayout({
  children,
  preview,
  pageState,
  path,
}: {
  path: string;
  children: ReactNode;
  preview: boolean;
  pageState: PageState | null;
}) {
  const config = useService(configServiceRef);
  const { t } = useTranslation(definition.i18nNamespace);
  const color = pageState?.page.background_color;
  // The page's background colour (spec §3) spans the page, so the transparent toolbar shows it too.
  const background = color ? colorHex(config.theme, color) : null;
  const style = {
    ...(preview ? { maxWidth: `${LAYOUT.pageBuilderWidth}px` } : {}),
    ...(background
      ? { backgroundColor: background, color: readableTextOn(background), ...ownColorVars(readableTextOn(background)) }
      : {}),
  };
  return (
    <div className={`content-page${preview ? ' content-page--preview' : ''}`} style={style}>
      {preview ? <p className="content-page__preview-note">{t('preview')}</p> : null}
      <Toolbar path={path} page={pageState} />
      <main className="content-page__main">{children}</main>
    </div>
  );
}

/**
 * The page at `path` (the route parcel's target). The shell primes the query with the page inlined at boot, so first content
 * needs no fetch. In page-builder mode (spec §2) static page data is not fetched and every page is
 * accessible: the preview shows the page the builder posted (usePreviewPage), else a primed page, and
 * never the locked, missing or error screens, nor their prompts.
 */
export function PageScreen({ path }: { path: string }) {
  const config = useService(configServiceRef);
  const { pageBuilder } = useService(navigationServiceRef);
  const { t } = useTranslation(definition.i18nNamespace);
  const query = usePageData(path);
  const preview = usePreviewPage(pageBuilder, path);
  const shown = useTranslatedPage(preview ?? query.data, path);
  const pageState = useShownPageState(path, shown);
  const denial = useMemo(() => (pageBuilder ? null : accessDenial(query.error)), [pageBuilder, query.error]);
  useLockPrompts(denial, path);
  const title = shown?.page.title ?? denial?.title;

  useEffect(() => {
    if (title) document.title = `${title} · ${config.app.name}`;
  }, [title, config.app.name]);

  const body = shown && pageState ? <PageBody data={shown} state={pageState} /> : null;
  let content: ReactNode;
  if (pageBuilder) content = body ?? <p className="content-state content-state__text">{t('previewEmpty')}</p>;
  else if (query.missing) content = <NotFoundScreen />;
  else if (denial) content = <LockedScreen denial={denial} />;
  else if (body) content = body;
  else if (query.error) content = <ErrorScreen onRetry={query.refetch} />;
  else content = <Spinner label={t('loading')} />;

  return (
    <PageLayout path={path} preview={pageBuilder} pageState={body ? pageState : null}>
      {content}
    </PageLayout>
  );
}
