import { useService } from '@stride/shared/react';
import { navigationServiceRef } from '@stride/shared';
import { pageCommentsPath } from '@stride/shared/messaging';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';

/**
 * The page's comment thread row (spec §2), drawn for a member. Threads belong to the messaging remote: the
 * row opens the page's thread in the member area.
 */
export function CommentsRow({ pageId }: { pageId: string }) {
  const { navigate } = useService(navigationServiceRef);
  const { t } = useTranslation(definition.i18nNamespace);
  return (
    <button type="button" className="content-comments-row" onClick={() => navigate(pageCommentsPath(pageId))}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M4 5h16v11H8l-4 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <span className="content-comments-row__label">{t('comments')}</span>
      <svg className="content-comments-row__chevron" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
