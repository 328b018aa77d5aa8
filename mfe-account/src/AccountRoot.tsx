import type { RemoteRootProps } from '@stride/shared';
import { AccountScreen } from './accountArea/AccountScreen';
import { accountScreenFor } from './accountRoutes';
import { DetailsScreen } from './details/DetailsScreen';
import { MemberDirectoryBlock } from './members/MemberDirectoryBlock';
import { MembersModal } from './members/MembersModal';
import { MyContentScreen } from './myContent/MyContentScreen';
import { PrivacyScreen } from './privacy/PrivacyScreen';
import { ProfilePrivacyScreen } from './privacy/ProfilePrivacyScreen';
import { ProfileModal } from './profileModal/ProfileModal';
import { PurchasesScreen } from './purchases/PurchasesScreen';
import { SettingsScreen } from './settings/SettingsScreen';
import { SubmissionsScreen } from './submissions/SubmissionsScreen';
import { SubscriptionsScreen } from './subscriptions/SubscriptionsScreen';

/**
 * The one root of mfe-account: the screen for the route target's path, its #profile or #members modal, or the
 * member_directory block inside a page.
 */
export function AccountRoot({ target }: RemoteRootProps) {
  if (target.kind === 'slot') return <MemberDirectoryBlock block={target.block} />;
  if (target.kind === 'modal')
    return target.modal === 'members' ? <MembersModal close={target.close} /> : <ProfileModal close={target.close} />;
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
    case 'home':
      return <AccountScreen />;
  }
}
