/**
 * The React side of the contract: UI primitives, the parcel factory, i18n set-up. A separate entry so Node
 * code (the API) imports the framework-free contract without React, i18next or styles.
 */
export * from './Button';
export * from './Spinner';
export * from './Field';
export * from './Modal';
export * from './ParcelProviders';
export * from './InAppLink';
export * from './createRemoteParcel';
export * from './MemberAvatar';
export * from './createI18n';
export * from './useHydrated';
