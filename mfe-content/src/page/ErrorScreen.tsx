import { Button } from '@stride/shared/react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';

export function ErrorScreen({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation(definition.i18nNamespace);
  return (
    <section className="content-state" role="alert">
      <h1 className="content-state__title">{t('errorTitle')}</h1>
      <p className="content-state__text">{t('errorText')}</p>
      <Button onClick={onRetry}>{t('retry')}</Button>
    </section>
  );
}
