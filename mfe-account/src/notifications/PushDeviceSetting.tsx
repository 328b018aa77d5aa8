import { apiServiceRef, type PushSettings, type User } from '@stride/shared';
import {
  disableWebPush,
  enableWebPush,
  webPushAvailability,
  type WebPushAvailability,
  type WebPushBrowser,
} from '@stride/shared/notifications';
import { useService } from '@stride/shared/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { notificationQueries } from './notificationQueries';
import { SettingSwitch } from './SettingSwitch';

/**
 * Whether this browser holds a push subscription. `getRegistration` (not `ready`, which waits for ever when no
 * service worker is registered) so the switch never hangs on a page that has none.
 */
async function holdsSubscription(browser: WebPushBrowser): Promise<boolean> {
  const registration = await browser.navigator.serviceWorker.getRegistration();
  return Boolean(await registration?.pushManager.getSubscription());
}

/**
 * "Push notifications on this device": on asks the browser's permission, subscribes and registers the device
 * (PUT /notifications/push enabled); off unsubscribes it (disabled). Blocked in the browser, or not supported
 * there, it says so instead: nothing here could change that.
 *
 * The switch is on only when the server sends to this device and the browser still holds the subscription it sends
 * to (site data cleared, or the push service expired it: nothing would arrive). The server's registration then
 * goes when the push service answers 404/410, or is replaced when push is turned on again.
 */
export function PushDeviceSetting({ user, browser }: { user: User; browser: WebPushBrowser }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const queryClient = useQueryClient();
  const [availability, setAvailability] = useState<WebPushAvailability>(() => webPushAvailability(browser));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const pushQuery = notificationQueries.push(api, user.id);
  const push = useQuery({ ...pushQuery, enabled: availability === 'granted' || availability === 'default' });
  const heldKey = ['notifications', 'push-subscription', user.id] as const;
  const held = useQuery({
    queryKey: heldKey,
    queryFn: () => holdsSubscription(browser),
    enabled: availability === 'granted',
  });

  let body: ReactNode;
  if (availability === 'unsupported') body = <p className="account-notifications__hint">{t('pushUnsupported')}</p>;
  else if (availability === 'denied') body = <p className="account-notifications__hint">{t('pushBlocked')}</p>;
  else {
    // On only when all agree: the server sends to this device, the browser lets it show notifications and still
    // holds the subscription the server sends to.
    const on = availability === 'granted' && push.data?.status === 'enabled' && held.data === true;
    const change = async (value: boolean) => {
      setBusy(true);
      setFailed(false);
      try {
        if (value) {
          const outcome = await enableWebPush(api, browser);
          setAvailability(webPushAvailability(browser));
          if (outcome === 'denied') return;
        } else if (await holdsSubscription(browser)) {
          await disableWebPush(api, browser);
        } else {
          // Gone since the switch was drawn: nothing reaches this device, and the server cannot be told (above).
          queryClient.setQueryData(heldKey, false);
          return;
        }
        queryClient.setQueryData(heldKey, value);
        queryClient.setQueryData<PushSettings>(
          pushQuery.queryKey,
          (current) => current && { ...current, status: value ? 'enabled' : 'disabled' },
        );
      } catch {
        setFailed(true);
      } finally {
        setBusy(false);
      }
    };
    body = (
      <>
        <SettingSwitch
          label={t('pushDevice')}
          checked={on}
          disabled={busy || push.isPending || (availability === 'granted' && held.isPending)}
          onChange={(value) => void change(value)}
        />
        {failed ? (
          <p className="account-form__error" role="alert">
            {t('pushFailed')}
          </p>
        ) : null}
      </>
    );
  }
  return (
    <section className="account-form" aria-label={t('pushDevice')}>
      {body}
    </section>
  );
}
