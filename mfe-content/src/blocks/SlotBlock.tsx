import { useTranslation } from 'react-i18next';
import { definition } from '../definition';

/**
 * A block of another domain (chat, calendar, workout, form submission, member directory): no remote ships
 * one yet, so the page says so where it would be. The owning remote's issue brings the block itself.
 */
export function SlotBlock() {
  const { t } = useTranslation(definition.i18nNamespace);
  return (
    <div className="content-slot">
      <div className="content-slot__unavailable" role="note">
        {t('blockUnavailable')}
      </div>
    </div>
  );
}
