import {
  apiServiceRef,
  busServiceRef,
  configServiceRef,
  navigationServiceRef,
  sessionServiceRef,
} from '@stride/shared';
import type { Pack, Page } from '@stride/shared';
import { Button, InAppLink, Spinner, useService } from '@stride/shared/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { checkoutParams } from '../locked/checkoutParams';
import { packQueries } from './packQueries';
import { SectionError } from './SectionError';
import { useMemberData } from '../progress/useMemberData';
import './catalogue.scss';

/**
 * Owned through the member's pack subscriptions, or through one of its products: a purchase just made shows
 * on the user before the member data is fetched again.
 */
function useOwnsPack(pack: Pack): boolean {
  const session = useService(sessionServiceRef);
  const { data: member } = useMemberData();
  if (session.status !== 'authenticated') return false;
  if (member?.pack_subscriptions.some((s) => s.pack_id === pack.id)) return true;
  const products = new Set(session.user.activeProductIds);
  return pack.product_ids.some((id) => products.has(id));
}

function PackBody({ pack, page }: { pack: Pack; page: Page }) {
  const bus = useService(busServiceRef);
  const appConfig = useService(configServiceRef);
  const { navigate } = useService(navigationServiceRef);
  const { t } = useTranslation(definition.i18nNamespace);
  const owned = useOwnsPack(pack);
  return (
    <>
      {pack.items.length === 0 ? (
        <p className="catalogue-section__note">{t('packEmpty')}</p>
      ) : (
        <ul className="catalogue-items">
          {pack.items.map((item) => (
            <li key={item.id} className="catalogue-items__item">
              <InAppLink to={item.path} navigate={navigate} className="catalogue-items__link">
                <span className="catalogue-items__title" dir="auto">
                  {item.title}
                </span>
                {item.duration_minutes !== null ? (
                  <span className="catalogue-items__meta">
                    {t('catalogueMinutes', { count: item.duration_minutes })}
                  </span>
                ) : null}
                {item.description ? (
                  <span className="catalogue-items__description" dir="auto">
                    {item.description}
                  </span>
                ) : null}
              </InAppLink>
            </li>
          ))}
        </ul>
      )}
      {owned ? (
        <p className="catalogue-section__note catalogue-owned">{t('packOwned')}</p>
      ) : pack.product_ids.length > 0 ? (
        <div className="catalogue-section__actions">
          <Button
            onClick={() =>
              bus.emit('modal:open', {
                modal: 'checkout',
                params: checkoutParams(
                  {
                    productIds: pack.product_ids,
                    purchaseOverlayId: page.access.purchase_overlay?.id ?? null,
                    appLevel: false,
                  },
                  appConfig.access,
                ),
              })
            }
          >
            {t('cataloguePurchase')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** A pack page: what the pack contains, and whether the member owns it or may buy it. */
export function PackSection({ page }: { page: Page }) {
  const api = useService(apiServiceRef);
  const { t } = useTranslation(definition.i18nNamespace);
  const packs = useQuery(packQueries.list(api));
  const headingId = `catalogue-pack-${page.id}`;

  let body;
  if (packs.isPending) body = <Spinner label={t('catalogueLoading')} />;
  else if (packs.isError) body = <SectionError onRetry={() => void packs.refetch()} />;
  else {
    const pack = packs.data.packs.find((p) => p.id === page.id);
    if (!pack) return null;
    body = <PackBody pack={pack} page={page} />;
  }
  return (
    <section className="catalogue-section" aria-labelledby={headingId}>
      <h2 className="catalogue-section__title" id={headingId}>
        {t('packContents')}
      </h2>
      {body}
    </section>
  );
}
