import type { Emitter } from 'mitt';
import type { ModalId } from '../remotes/routeTable';
import type { SignInMethod } from '../auth/AuthTypes';
import type { CheckoutCompletedEvent } from '../billing/Billing';
import type { SessionCredentials, SessionSnapshot, User } from '../session/Session';

/** Every event that crosses a remote boundary. Payloads are plain data. */
export type StrideEvents = {
  /** The session state machine moved. */
  'session:changed': SessionSnapshot;
  /** A remote signed the member in (log in, sign up, passwordless): the shell stores and adopts the session. */
  'session:signed-in': { credentials: SessionCredentials; user: User; method: SignInMethod };
  /** The signed-in member's user changed (name, email, avatar, finished setup): the shell adopts it. */
  'session:user-updated': { user: User; credentials?: SessionCredentials };
  /** Ask the shell to log out; it clears local state even when the API call fails. */
  'session:sign-out': undefined;
  /** Ask the shell to open a hash modal; params go to the query string of the hash-less URL. */
  'modal:open': { modal: ModalId; params?: Record<string, string> };
  /**
   * Ask the shell to open its navigation menu (the drawer of the app's destinations): the menu button of a
   * toolbar on a phone or tablet. The shell moves focus into the drawer and back to the button when it closes.
   */
  'navigation:open-menu': undefined;
  /** Ask the shell for a full page load of `to` (an app update is waiting): it shows its global loader first. */
  'app:reload-to': { to: string };
  /**
   * #checkout activated a purchase: the shell re-reads the member, whose active products changed, so content
   * locked behind the product opens without a reload.
   */
  'checkout:completed': CheckoutCompletedEvent;
};

export type StrideEventName = keyof StrideEvents;
export type StrideBus = Emitter<StrideEvents>;
