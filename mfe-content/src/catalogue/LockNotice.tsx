import { busServiceRef, configServiceRef, sessionServiceRef, dateTimeFormat, linkLockReason } from '@stride/shared';
import { Button, useService } from '@stride/shared/react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import type { AccessLock } from './accessLock';
import { checkoutParams } from '../locked/checkoutParams';

/** Why the member cannot join an event or follow a program, and the way in when there is one. */
export function LockNotice({ lock, subject }: { lock: AccessLock; subject: 'event' | 'program' }) {
  const bus = useService(busServiceRef);
  const session = useService(sessionServiceRef);
  const appConfig = useService(configServiceRef);
  const { t, i18n } = useTranslation(definition.i18nNamespace);
  const reason = linkLockReason(lock.reason, session.status === 'authenticated' ? session.user : null);
  let text: string;
  let action = null;
  switch (reason) {
    case 'require_purchase':
      text = t(`${subject}LockPurchase`);
      action = (
        <Button
          onClick={() =>
            bus.emit('modal:open', {
              modal: 'checkout',
              params: checkoutParams(
                {
                  productIds: lock.product_ids,
                  purchaseOverlayId: lock.purchase_overlay_id,
                  appLevel: lock.node_id === null,
                },
                appConfig.access,
              ),
            })
          }
        >
          {t('cataloguePurchase')}
        </Button>
      );
      break;
    case 'require_authentication':
      text = t(`${subject}LockAuthentication`);
      action = <Button onClick={() => bus.emit('modal:open', { modal: 'auth' })}>{t('catalogueLogIn')}</Button>;
      break;
    case 'is_scheduled': {
      const date = lock.available_after
        ? dateTimeFormat(i18n.language, session.user?.timezone ?? null, { dateStyle: 'long' }).format(
            new Date(lock.available_after),
          )
        : null;
      text = date ? t(`${subject}LockScheduledOn`, { date }) : t(`${subject}LockScheduled`);
      break;
    }
    case 'is_private':
      text = t(`${subject}LockPrivate`);
      break;
  }
  return (
    <div className="catalogue-section__actions">
      <p className="catalogue-section__note">{text}</p>
      {action}
    </div>
  );
}
