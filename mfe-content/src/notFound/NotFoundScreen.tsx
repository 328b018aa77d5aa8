import { navigationServiceRef } from '@stride/shared';
import { Button, useService } from '@stride/shared/react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';

export function NotFoundScreen() {
  const { navigate } = useService(navigationServiceRef);
  const { t } = useTranslation(definition.i18nNamespace);
  return (
    <section className="content-state">
      <h1 className="content-state__title">{t('notFoundTitle')}</h1>
      <p className="content-state__text">{t('notFoundText')}</p>
      <Button onClick={() => navigate('/')}>{t('takeMeHome')}</Button>
    </section>
  );
}
