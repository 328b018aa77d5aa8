import type { RemoteRootProps } from '@stride/shared';
import { GroupModal } from './groupModals/GroupModal';
import { MessagesScreen } from './inbox/MessagesScreen';

/** The one root of mfe-messaging: the inbox at /me/messages, or one of its group modals. */
export function MessagingRoot({ target }: RemoteRootProps) {
  return target.kind === 'modal' ? <GroupModal modal={target.modal} close={target.close} /> : <MessagesScreen />;
}
