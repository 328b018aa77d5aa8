import type { RemoteRootProps } from '@stride/shared';
import { Spinner } from '@stride/shared/react';
import { Suspense, lazy } from 'react';
import { AccountScreen } from './accountArea/AccountScreen';
import { accountScreenFor } from './accountRoutes';
import { DetailsScreen } from './details/DetailsScreen';
import { MemberDirectoryBlock } from './members/MemberDirectoryBlock';
import { MembersModal } from './members/MembersModal';
import { MyContentScreen } from './myContent/MyContentScreen';
import { NotificationsScreen } from './notifications/NotificationsScreen';
import { PrivacyScreen } from './privacy/PrivacyScreen';
import { ProfilePrivacyScreen } from './privacy/ProfilePrivacyScreen';
import { ProfileModal } from './profileModal/ProfileModal';
import { PurchasesScreen } from './purchases/PurchasesScreen';
import { SettingsScreen } from './settings/SettingsScreen';
import { SubmissionsScreen } from './submissions/SubmissionsScreen';
import { SubscriptionsScreen } from './subscriptions/SubscriptionsScreen';
import { UnsubscribeScreen } from './unsubscribe/UnsubscribeScreen';

// Forms and the workout player are chunks of their own: most account screens need neither.
const FormModal = lazy(() => import('./forms/FormModal').then((m) => ({ default: m.FormModal })));
const FormSubmissionBlock = lazy(() =>
  import('./forms/FormSubmissionBlock').then((m) => ({ default: m.FormSubmissionBlock })),
);
const WorkoutBlock = lazy(() => import('./workouts/WorkoutBlock').then((m) => ({ default: m.WorkoutBlock })));

function Slot({ target }: { target: Extract<RemoteRootProps['target'], { kind: 'slot' }> }) {
  const { block } = target;
  if (block.type === 'form_submission') return <FormSubmissionBlock block={block} />;
  if (block.type === 'workout') return <WorkoutBlock block={block} />;
  return <MemberDirectoryBlock block={block} />;
}

function Modal({ target }: { target: Extract<RemoteRootProps['target'], { kind: 'modal' }> }) {
  if (target.modal === 'form') return <FormModal close={target.close} />;
  return target.modal === 'members' ? <MembersModal close={target.close} /> : <ProfileModal close={target.close} />;
}

/**
 * The one root of mfe-account: the screen for the route target's path, its #profile, #members or #form modal, or
 * a block inside a page (member_directory, form_submission, workout).
 */
export function AccountRoot({ target }: RemoteRootProps) {
  if (target.kind === 'slot' || target.kind === 'modal') {
    return (
      <Suspense fallback={<Spinner label="" />}>
        {target.kind === 'slot' ? <Slot target={target} /> : <Modal target={target} />}
      </Suspense>
    );
  }
  switch (accountScreenFor(target.path)) {
    case 'myContent':
      return <MyContentScreen />;
    case 'purchases':
      return <PurchasesScreen />;
    case 'details':
      return <DetailsScreen />;
    case 'settings':
      return <SettingsScreen />;
    case 'subscriptions':
      return <SubscriptionsScreen />;
    case 'privacy':
      return <PrivacyScreen />;
    case 'profilePrivacy':
      return <ProfilePrivacyScreen />;
    case 'submissions':
      return <SubmissionsScreen />;
    case 'notifications':
      return <NotificationsScreen />;
    case 'unsubscribe':
      return <UnsubscribeScreen />;
    case 'home':
      return <AccountScreen />;
  }
}
