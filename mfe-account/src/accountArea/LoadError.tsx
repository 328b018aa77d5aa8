import { Button } from '@stride/shared/react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';

/** A list that failed to load, with a retry. */
export function LoadError({ messageKey, onRetry }: { messageKey: string; onRetry(): void }) {
  const { t } = useTranslation(definition.i18nNamespace);
  return (
    <div className="account-who">
      <p className="account-who__detail" role="alert">
        {t(messageKey)}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
