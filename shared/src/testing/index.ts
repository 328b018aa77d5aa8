/** Test helpers for every workspace: fake parcel props, configs, login responses, definition checks. */
export * from './deferred';
export * from './describeRemoteDefinition';
export * from './expectedOwnership';
export * from './makeConfig';
export * from './makeLoginResponse';
export * from './makeMessage';
export * from './makePageAccess';
export * from './makeParcelProps';
export * from './mountParcel';
export * from './renderInParcel';
export * from './fakeRealtime';
export * from './withoutSlotOwner';
export * from './routedApi';
