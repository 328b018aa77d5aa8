import { Button } from '@stride/shared/react';
import type { TFunction } from 'i18next';

/** What a failed remote leaves in its area: one line and a retry. The rest of the app keeps working. */
export function RemoteFallback({ t, onRetry }: { t: TFunction; onRetry(): void }) {
  return (
    <div className="stride-remote-fallback" role="alert">
      <p>{t('remote.failed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('remote.retry')}
      </Button>
    </div>
  );
}
