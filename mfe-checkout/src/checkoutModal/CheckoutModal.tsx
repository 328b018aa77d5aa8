import { navigationServiceRef } from '@stride/shared';
import { Modal, useService } from '@stride/shared/react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { productIds } from './productIds';
import './checkoutModal.scss';

/** The #checkout modal: the products asked for in the page URL. Payment arrives with products and billing. */
export function CheckoutModal({ close }: { close(): void }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const ids = productIds(useService(navigationServiceRef).location.search);
  return (
    <Modal title={t('title')} onClose={close} closeLabel={t('close')}>
      {ids.length > 0 ? (
        <>
          <h3 className="checkout-modal__heading">{t('selectedProducts')}</h3>
          <ul className="checkout-modal__products">
            {ids.map((id) => (
              <li key={id} className="checkout-modal__product">
                {id}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="checkout-modal__empty">{t('noProducts')}</p>
      )}
      <p className="checkout-modal__notice" role="note">
        {t('cannotAcceptPayments')}
      </p>
    </Modal>
  );
}
