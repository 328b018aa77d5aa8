import type { RouteParcelProps } from '@stride/shared';
import { ParcelProviders } from '@stride/shared/react';
import { AccountScreen } from './accountArea/AccountScreen';
import { accountScreenFor } from './accountRoutes';
import { MyContentScreen } from './myContent/MyContentScreen';
import { PurchasesScreen } from './purchases/PurchasesScreen';

/** Root of the route parcel: the shell's query client and i18n, and the screen for `props.path`. */
export function AccountRoot(props: RouteParcelProps) {
  let screen;
  switch (accountScreenFor(props.path)) {
    case 'myContent':
      screen = <MyContentScreen {...props} />;
      break;
    case 'purchases':
      screen = <PurchasesScreen {...props} />;
      break;
    case 'home':
      screen = <AccountScreen {...props} />;
      break;
  }
  return <ParcelProviders context={props}>{screen}</ParcelProviders>;
}
