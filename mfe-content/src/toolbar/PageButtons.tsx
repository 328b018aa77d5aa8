import { useService } from '@stride/shared/react';
import { navigationServiceRef } from '@stride/shared';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import type { PageState } from '../page/PageState';
import { usePageProgress } from '../progress/usePageProgress';

/**
 * The toolbar's page buttons for a signed-in member: schedule the page (the schedule remote's area, with the
 * page preselected) and bookmark it (a toggle; it changes at once and reverts if the API refuses).
 */
export function PageButtons({ state }: { state: PageState }) {
  const { navigate } = useService(navigationServiceRef);
  const { t } = useTranslation(definition.i18nNamespace);
  const progress = usePageProgress(state);
  const { page } = state;
  return (
    <>
      <button
        type="button"
        className="stride-icon-button content-toolbar__icon"
        aria-label={t('schedule')}
        onClick={() => navigate(`/me/schedule?page_id=${encodeURIComponent(page.id)}`)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <rect x="4" y="5" width="16" height="15" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 10h16M9 3v4M15 3v4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <button
        type="button"
        className="stride-icon-button content-toolbar__icon"
        aria-label={t('bookmark')}
        aria-pressed={state.bookmarked}
        disabled={progress.pending === 'bookmark'}
        onClick={() => void progress.toggleBookmark()}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M6 4h12v16l-6-4-6 4z"
            fill={state.bookmarked ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </>
  );
}
