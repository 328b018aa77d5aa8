import type { RouteParcelProps } from '@stride/shared';
import { Button, InAppLink, ParcelProviders, Spinner } from '@stride/shared/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { ACCOUNT_ITEMS, MY_CONTENT_ITEMS, type AreaItem } from './accountMenus';
import './accountArea.scss';

type AccountProps = Pick<RouteParcelProps, 'session' | 'bus' | 'navigate'>;

function Who({ session, bus }: Pick<AccountProps, 'session' | 'bus'>) {
  const { t } = useTranslation(definition.i18nNamespace);
  if (session.status === 'unchecked') return <Spinner label={t('loading')} />;
  if (session.status === 'guest') {
    return (
      <header className="account-who">
        <h1 className="account-who__name">{t('account')}</h1>
        <p className="account-who__detail">{t('logInToSee')}</p>
        <Button onClick={() => bus.emit('modal:open', { modal: 'auth' })}>{t('logIn')}</Button>
      </header>
    );
  }
  return (
    <header className="account-who">
      <h1 className="account-who__name">{session.user.name}</h1>
      <p className="account-who__detail">{session.user.email}</p>
    </header>
  );
}

function AreaList({
  titleKey,
  items,
  navigate,
  children,
}: {
  titleKey: string;
  items: readonly AreaItem[];
  navigate(to: string): void;
  children?: ReactNode;
}) {
  const { t } = useTranslation(definition.i18nNamespace);
  const headingId = `account-${titleKey}`;
  return (
    <section className="account-area" aria-labelledby={headingId}>
      <h2 className="account-area__title" id={headingId}>
        {t(titleKey)}
      </h2>
      <ul className="account-area__items">
        {items.map((item) => (
          <li key={item.key} className="account-area__item">
            {item.to ? (
              <InAppLink to={item.to} navigate={navigate} className="account-area__link">
                {t(item.key)}
              </InAppLink>
            ) : (
              // Screens of later issues: a label, never a dead link.
              <span className="account-area__label">{t(item.key)}</span>
            )}
          </li>
        ))}
        {children}
      </ul>
    </section>
  );
}

function AccountArea({ session, bus, navigate }: AccountProps) {
  const { t } = useTranslation(definition.i18nNamespace);
  return (
    <main className="account-screen">
      <Who session={session} bus={bus} />
      <AreaList titleKey="myContent" items={MY_CONTENT_ITEMS} navigate={navigate} />
      <AreaList titleKey="account" items={ACCOUNT_ITEMS} navigate={navigate}>
        {session.status === 'authenticated' ? (
          <li className="account-area__item">
            <button
              type="button"
              className="account-area__link account-area__logout"
              onClick={() => bus.emit('session:sign-out')}
            >
              {t('logOut')}
            </button>
          </li>
        ) : null}
      </AreaList>
    </main>
  );
}

/** /me: who is signed in, the my content area and the account area. */
export function AccountScreen(props: RouteParcelProps) {
  return (
    <ParcelProviders context={props}>
      <AccountArea session={props.session} bus={props.bus} navigate={props.navigate} />
    </ParcelProviders>
  );
}
