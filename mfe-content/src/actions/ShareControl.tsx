import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { shareUrl, useShareLink } from './useShareLink';

/** The share action and the share block: the page (or `target`) through the share sheet, else copied. */
export function ShareControl({
  target,
  className,
  style,
  children,
}: {
  target: string | null;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const { t } = useTranslation(definition.i18nNamespace);
  const { share, status } = useShareLink();
  return (
    <>
      <button
        type="button"
        className={className}
        style={style}
        onClick={() => void share(shareUrl(target), document.title)}
      >
        {children}
      </button>
      <span className="content-action-status" role="status">
        {status === 'copied'
          ? t('shareCopied')
          : status === 'failed'
            ? t('shareCopyFailed', { url: shareUrl(target) })
            : ''}
      </span>
    </>
  );
}
