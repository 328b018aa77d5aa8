import { ApiError, apiServiceRef, navigationServiceRef } from '@stride/shared';
import {
  EMAIL_NOTIFICATION_TYPES,
  UNSUBSCRIBE_PARAMS,
  type EmailNotificationType,
  type UnsubscribeResult,
} from '@stride/shared/notifications';
import type { UnsubscribeBody } from '@stride/shared/schemas';
import { Button, InAppLink, ScreenToolbar, Spinner, useService } from '@stride/shared/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PATHS } from '../accountRoutes';
import { definition } from '../definition';
import '../accountArea/accountArea.scss';
import '../details/details.scss';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The link's member, type and signature, when it has all three in a shape the API could accept. */
function linkOf(search: string): UnsubscribeBody | null {
  const query = new URLSearchParams(search);
  const subscriberId = query.get(UNSUBSCRIBE_PARAMS.subscriber) ?? '';
  const type = query.get(UNSUBSCRIBE_PARAMS.type) ?? '';
  const token = query.get(UNSUBSCRIBE_PARAMS.token) ?? '';
  if (!UUID.test(subscriberId) || !token) return null;
  if (!(EMAIL_NOTIFICATION_TYPES as readonly string[]).includes(type)) return null;
  return { subscriber_id: subscriberId, type: type as EmailNotificationType, token };
}

/** A refusal (400, 403, 404) means the link itself is wrong; anything else may work on a second try. */
function isBadLink(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

function Unsubscribe({ link }: { link: UnsubscribeBody }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  // A query, not an effect: the PUT is made once per link however often the screen draws, and never again by itself.
  const result = useQuery({
    queryKey: ['notifications', 'unsubscribe', link] as const,
    queryFn: () => api.put<UnsubscribeResult>('/notifications/unsubscribe', link),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  if (result.data) return <p role="status">{t(`unsubscribed_${result.data.type}`, { app: result.data.app_name })}</p>;
  if (result.isError && isBadLink(result.error)) return <p role="alert">{t('unsubscribeInvalid')}</p>;
  if (result.isError)
    return (
      <>
        <p role="alert">{t('unsubscribeFailed')}</p>
        <Button variant="secondary" onClick={() => void result.refetch()}>
          {t('retry')}
        </Button>
      </>
    );
  return <Spinner label={t('unsubscribing')} />;
}

/**
 * /me/unsubscribe?subscriber_id&type&token (spec §2): the page an email's unsubscribe link opens. It works signed
 * out (the signed link is the proof), turns that kind of email off once, says so, and leads to the settings.
 */
export function UnsubscribeScreen() {
  const { t } = useTranslation(definition.i18nNamespace);
  const { location, navigate } = useService(navigationServiceRef);
  const link = linkOf(location.search);
  let body: ReactNode;
  if (link) body = <Unsubscribe link={link} />;
  else body = <p role="alert">{t('unsubscribeInvalid')}</p>;
  return (
    <main className="account-screen">
      <ScreenToolbar title={t('unsubscribeTitle')} backTo="/" />
      <div className="account-form">
        {body}
        <InAppLink to={ACCOUNT_PATHS.notifications} navigate={navigate} className="account-area__link">
          {t('unsubscribeSettings')}
        </InAppLink>
      </div>
    </main>
  );
}
