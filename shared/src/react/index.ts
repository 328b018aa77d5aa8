/**
 * The React side of the contract: UI primitives, the parcel factory, i18n set-up, the query-option factories
 * other packages share. A separate entry so Node
 * code (the API) imports the framework-free contract without React, i18next or styles.
 */
export * from './Button';
export * from './Spinner';
export * from './Field';
export * from './Modal';
// ParcelProviders is installed by createRemoteParcels, a remote's server entry and renderInParcel in tests
// only: no component of a remote wraps itself.
export { ParcelProviders, useService } from './ParcelProviders';
export * from './InAppLink';
export * from './ScreenToolbar';
export * from './ToolbarButtons';
export * from './LineIcon';
export * from './RemoteSlot';
export * from './createRemoteParcel';
export * from './MemberAvatar';
export * from './createI18n';
export * from './pageQueries';
export * from './myContentQueries';
export * from './memberQueries';
export * from './useDebounced';
export * from './useHydrated';
export * from './useDeviceClass';
export * from './useWindowWidth';
export * from './uiStrings';
export * from './uiResources';
