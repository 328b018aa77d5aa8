import {
  busServiceRef,
  isRegistrationOpen,
  navigationServiceRef,
  needsAccountSetup,
  sessionServiceRef,
  type SignInMethod,
  type SignInResponse,
} from '@stride/shared';
import { Modal, useService } from '@stride/shared/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAuthTranslation } from '../i18n/useAuthTranslation';
import { readLastEmail, rememberLastEmail } from '../lastEmail/lastEmail';
import type { AuthFlow } from './AuthFlow';
import { AuthScreenView } from './AuthScreenView';
import { readAuthLinkParams, withoutAuthLinkParams } from './authLinkParams';
import { useAccessConfig } from './useAuthClient';
import { authScreenTitle, requestedViewAction, resolveAuthScreen, useAuthView } from './useAuthView';

/** The #auth dialog: the current step, titled after it, and everything a step may do. */
export function AuthDialog({ close }: { close(): void }) {
  const t = useAuthTranslation();
  const bus = useService(busServiceRef);
  const session = useService(sessionServiceRef);
  const { location, navigate } = useService(navigationServiceRef);
  const { pathname, search, hash } = location;
  const registrationOpen = isRegistrationOpen(useAccessConfig());
  const [view, go] = useAuthView({ links: readAuthLinkParams(search), registrationOpen });
  const [lastEmail, setLastEmail] = useState(readLastEmail);
  const screen = resolveAuthScreen(session, view);

  // The shell hands a new `close` whenever the URL changes; the dialog keeps one, so focus stays put.
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  }, [close]);
  const onClose = useCallback(() => closeRef.current(), []);

  // Read when a confirmed email change arrives: whoever is signed in by then.
  const sessionRef = useRef(session);
  useEffect(() => {
    sessionRef.current = session;
  }, [session]);

  // Link parameters are read on opening (above); dropping them means a reload or a shared URL does not replay
  // them. A remote may still ask the open dialog for a step: its modal:open params arrive in the query.
  const readSearch = useRef(search);
  useEffect(() => {
    if (search !== readSearch.current) {
      readSearch.current = search;
      const requested = requestedViewAction(readAuthLinkParams(search).view, registrationOpen);
      if (requested) go(requested);
    }
    const kept = withoutAuthLinkParams(search);
    if (kept !== null) navigate(`${pathname}${kept}${hash}`, { replace: true });
  }, [pathname, search, hash, navigate, go, registrationOpen]);

  // A new step is announced by moving focus to the dialog's title, which names it.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef(screen.name);
  useEffect(() => {
    if (shown.current === screen.name) return;
    shown.current = screen.name;
    titleRef.current?.focus();
  }, [screen.name]);

  const flow = useMemo<AuthFlow>(() => {
    const credentials = (response: SignInResponse) => ({
      email: response.user.email,
      token: response.authentication_token,
    });
    return {
      go,
      lastEmail,
      rememberEmail: (email) => {
        setLastEmail(email);
        rememberLastEmail(email);
      },
      signedIn: (response: SignInResponse, method: SignInMethod) => {
        bus.emit('session:signed-in', { credentials: credentials(response), user: response.user, method });
        // A member who must finish setup stays: the dialog turns into the setup step once the shell adopts them.
        if (!needsAccountSetup(response.user)) onClose();
      },
      accountUpdated: (response) => {
        bus.emit('session:user-updated', { user: response.user, credentials: credentials(response) });
        onClose();
      },
      emailChanged: (user) => {
        const current = sessionRef.current;
        if (current.status !== 'authenticated' || current.user.id !== user.id) return;
        bus.emit('session:user-updated', { user, credentials: { email: user.email, token: current.token } });
      },
      signOut: () => bus.emit('session:sign-out'),
    };
  }, [bus, go, lastEmail, onClose]);

  return (
    <Modal
      title={t(authScreenTitle(screen))}
      onClose={onClose}
      closeLabel={t('close')}
      dismissible={screen.name !== 'setup'}
      titleRef={titleRef}
    >
      <div className="auth-modal">
        <AuthScreenView screen={screen} session={session} flow={flow} />
      </div>
    </Modal>
  );
}
