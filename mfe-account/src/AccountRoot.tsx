import type { RemoteRootProps } from '@stride/shared';
import { AccountScreen } from './accountArea/AccountScreen';
import { accountScreenFor } from './accountRoutes';
import { MyContentScreen } from './myContent/MyContentScreen';
import { ProfileModal } from './profileModal/ProfileModal';
import { PurchasesScreen } from './purchases/PurchasesScreen';

/** The one root of mfe-account: the screen for the route target's path, or the #profile modal. */
export function AccountRoot({ target }: RemoteRootProps) {
  if (target.kind === 'modal') return <ProfileModal close={target.close} />;
  switch (accountScreenFor(target.path)) {
    case 'myContent':
      return <MyContentScreen />;
    case 'purchases':
      return <PurchasesScreen />;
    case 'home':
      return <AccountScreen />;
  }
}
