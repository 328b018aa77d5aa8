import type { PageAction } from '@stride/shared';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { PageLink } from '../links/PageLink';

/**
 * Page action buttons. Only generic_button with a url is drawn in this issue: mark_complete and start need
 * completion and programs (later issues), and track_progress is never shown (spec §2).
 */
export function PageActions({ actions }: { actions: readonly PageAction[] }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const links = actions.flatMap((action) =>
    action.type === 'generic_button' && action.url ? [{ label: action.label, url: action.url }] : [],
  );
  if (links.length === 0) return null;
  return (
    <div className="content-page-actions">
      {links.map((link, i) => (
        <PageLink key={i} to={link.url} className="stride-button content-action--block">
          {link.label ?? t('open')}
        </PageLink>
      ))}
    </div>
  );
}
