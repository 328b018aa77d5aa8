import {
  AUTH_LINK_PARAMS,
  busServiceRef,
  configServiceRef,
  isRegistrationOpen,
  navigationServiceRef,
  sessionServiceRef,
  type AuthViewParam,
} from '@stride/shared';
import { Button, InAppLink, MemberAvatar, ScreenToolbar, Spinner, useService } from '@stride/shared/react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PATHS } from '../accountRoutes';
import { definition } from '../definition';
import { ACCOUNT_ITEMS, MY_CONTENT_ITEMS, type AreaItem } from './accountMenus';
import './accountArea.scss';

/** Opens #auth on its sign-up step: the shell puts modal params in the query string, where #auth reads them. */
const SIGN_UP_PARAMS = { [AUTH_LINK_PARAMS.view]: 'sign_up' satisfies AuthViewParam };

function Who() {
  const { t } = useTranslation(definition.i18nNamespace);
  const session = useService(sessionServiceRef);
  const bus = useService(busServiceRef);
  const appConfig = useService(configServiceRef);
  if (session.status === 'unchecked') return <Spinner label={t('loading')} />;
  if (session.status === 'guest') {
    return (
      <section className="account-who" aria-label={t('profile')}>
        <p className="account-who__detail">{t('logInToSee')}</p>
        <div className="account-who__actions">
          <Button onClick={() => bus.emit('modal:open', { modal: 'auth' })}>{t('logIn')}</Button>
          {/* A private app admits only the members its owner added: there is nothing to sign up for. */}
          {isRegistrationOpen(appConfig.access) ? (
            <Button
              variant="secondary"
              onClick={() => bus.emit('modal:open', { modal: 'auth', params: SIGN_UP_PARAMS })}
            >
              {t('signUp')}
            </Button>
          ) : null}
        </div>
      </section>
    );
  }
  return (
    <section className="account-who account-who--member" aria-label={t('profile')}>
      <MemberAvatar user={session.user} size={64} />
      <div className="account-who__text">
        <h2 className="account-who__name" dir="auto">
          {session.user.name}
        </h2>
        <p className="account-who__detail">{session.user.email}</p>
      </div>
      <Button variant="secondary" onClick={() => bus.emit('session:sign-out')}>
        {t('logOut')}
      </Button>
    </section>
  );
}

/** An owner's address: a path of the app opens in place, anything else (http, mailto) in a new tab. */
function AppLinkRow({ href, navigate, label }: { href: string; navigate(to: string): void; label: string }) {
  if (href.startsWith('/'))
    return (
      <InAppLink to={href} navigate={navigate} className="account-area__link">
        {label}
      </InAppLink>
    );
  return (
    <a href={href} className="account-area__link" target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}

function AreaList({
  titleKey,
  titleTo,
  items,
}: {
  titleKey: string;
  /** The area's own screen, when it has one: its title links there. */
  titleTo?: string;
  items: readonly AreaItem[];
}) {
  const { t } = useTranslation(definition.i18nNamespace);
  const { navigate } = useService(navigationServiceRef);
  const links = useService(configServiceRef).app.links ?? {};
  const headingId = `account-${titleKey}`;
  return (
    <section className="account-area" aria-labelledby={headingId}>
      <h2 className="account-area__title" id={headingId}>
        {titleTo ? (
          <InAppLink to={titleTo} navigate={navigate} className="account-area__title-link">
            {t(titleKey)}
          </InAppLink>
        ) : (
          t(titleKey)
        )}
      </h2>
      <ul className="account-area__items">
        {items.map((item) => {
          if (item.link) {
            const href = links[item.link];
            // A row that links to the owner's address exists only when the owner set one.
            if (!href) return null;
            return (
              <li key={item.key} className="account-area__item">
                <AppLinkRow href={href} navigate={navigate} label={t(item.key)} />
              </li>
            );
          }
          return (
            <li key={item.key} className="account-area__item">
              <InAppLink to={item.to} navigate={navigate} className="account-area__link">
                {t(item.key)}
              </InAppLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * /me: who is signed in (picture, name, email, log out), the my content area and the account area, under the
 * member area's toolbar like every /me screen (its back leads home: /me is where the area starts).
 */
export function AccountScreen() {
  const { t } = useTranslation(definition.i18nNamespace);
  return (
    <main className="account-screen">
      <ScreenToolbar title={t('account')} backTo="/" />
      <Who />
      <AreaList titleKey="myContent" titleTo={ACCOUNT_PATHS.myContent} items={MY_CONTENT_ITEMS} />
      <AreaList titleKey="account" items={ACCOUNT_ITEMS} />
    </main>
  );
}
