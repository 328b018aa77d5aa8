import { Button } from '@stride/shared/react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';

/** A catalogue list that failed to load: the page's blocks stay, this part offers a retry. */
export function SectionError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation(definition.i18nNamespace);
  return (
    <div className="catalogue-section__actions">
      <p className="catalogue-section__error" role="alert">
        {t('catalogueLoadFailed')}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {t('catalogueRetry')}
      </Button>
    </div>
  );
}
