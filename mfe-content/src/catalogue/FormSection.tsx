import { busServiceRef, formModalParams, FORM_LINK_TRIGGER, type Page } from '@stride/shared';
import { Button, useService } from '@stride/shared/react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';

/**
 * What a form page adds under its blocks: the button that opens its form, or the member's submission of it when
 * there is one (the same as a link to the page, spec §2).
 */
export function FormSection({ page }: { page: Page }) {
  const bus = useService(busServiceRef);
  const { t } = useTranslation(definition.i18nNamespace);
  if (!page.form_id) return null;
  const params = formModalParams({ formId: page.form_id, pageId: page.id, trigger: FORM_LINK_TRIGGER });
  return (
    <div className="content-page-actions">
      <Button className="content-action--block" onClick={() => bus.emit('modal:open', { modal: 'form', params })}>
        {t('openForm')}
      </Button>
    </div>
  );
}
