import { useService } from '@stride/shared/react';
import { apiServiceRef, sessionServiceRef } from '@stride/shared';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { PageLink } from '../links/PageLink';
import { actionQueries } from './actionQueries';
import { UnavailableControl } from './UnavailableControl';

/** open_next: the API resolves the block's next page for this member; disabled until there is one. */
export function OpenNextControl({
  blockId,
  className,
  style,
  children,
}: {
  blockId: string;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const api = useService(apiServiceRef);
  const session = useService(sessionServiceRef);
  const { t } = useTranslation(definition.i18nNamespace);
  const viewerId = session.status === 'authenticated' ? session.user.id : null;
  const query = useQuery({ ...actionQueries.blockAction(api, blockId, viewerId), retry: false });
  const page = query.data?.page;
  if (page) {
    return (
      <PageLink to={page.path} className={className} style={style}>
        {children}
      </PageLink>
    );
  }
  return (
    <UnavailableControl
      reason={query.isPending ? t('actionLoading') : t('actionNoNext')}
      className={className}
      style={style}
    >
      {children}
    </UnavailableControl>
  );
}
