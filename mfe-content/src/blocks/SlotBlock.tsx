import { useTranslation } from 'react-i18next';
import { definition } from '../definition';

/**
 * A block of another domain whose remote ships none yet (a type SLOT_OWNERS gives no owner), or where the
 * owner's cannot be mounted: the page says so where it would be.
 */
export function SlotBlock({ owned }: { owned: boolean }) {
  const { t } = useTranslation(definition.i18nNamespace);
  // An owned block keeps its place while its remote's parcel loads (server markup and hydration draw this too).
  if (owned) return <div className="content-slot content-slot--pending" aria-busy="true" />;
  return (
    <div className="content-slot">
      <div className="content-slot__unavailable" role="note">
        {t('blockUnavailable')}
      </div>
    </div>
  );
}
