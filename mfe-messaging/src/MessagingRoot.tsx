import type { RemoteRootProps } from '@stride/shared';
import { Spinner } from '@stride/shared/react';
import { Suspense, lazy } from 'react';
import { ChatBlock } from './chatBlock/ChatBlock';
import { MessagesScreen } from './inbox/MessagesScreen';
import './visuallyHidden.scss';

// The modals are chunks of their own: most visits to messages open neither.
const ParticipantsModal = lazy(() =>
  import('./participants/ParticipantsModal').then((m) => ({ default: m.ParticipantsModal })),
);
const RenamingModal = lazy(() => import('./renaming/RenamingModal').then((m) => ({ default: m.RenamingModal })));

function Modal({ target }: { target: Extract<RemoteRootProps['target'], { kind: 'modal' }> }) {
  if (target.modal === 'participants') return <ParticipantsModal close={target.close} />;
  if (target.modal === 'renaming') return <RenamingModal close={target.close} />;
  throw new Error(`mfe-messaging does not own the ${target.modal} modal`);
}

/**
 * The one root of mfe-messaging: the inbox and threads at /me/messages…, the #participants or #renaming modal of
 * the open thread, or a `chat` block inside a page.
 */
export function MessagingRoot({ target }: RemoteRootProps) {
  if (target.kind === 'slot') return <ChatBlock block={target.block} />;
  if (target.kind === 'modal') {
    return (
      <Suspense fallback={<Spinner label="" />}>
        <Modal target={target} />
      </Suspense>
    );
  }
  return <MessagesScreen path={target.path} />;
}
