/** React primitives; a separate entry so Node code can import the contracts without styles. */
export * from './Button';
export * from './Spinner';
export * from './Field';
export * from './Modal';
export * from './ParcelProviders';
export * from './InAppLink';
export * from './createRemoteParcel';
export * from './MemberAvatar';
