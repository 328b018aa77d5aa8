/**
 * What the auth, account and checkout remotes (and the API) share for members' forms and calls: the field rules
 * and messages of spec §5, the auth client, the subscriber-update body and the member-messaging rule. No first
 * page uses them, so they are off the main entry every first load carries (a Module Federation shared module is
 * not tree-shaken); each remote that imports this bundles its own copy, as none of it holds state.
 */
export * from './validation/fieldMessages';
export * from './auth/AuthClient';
export * from './members/canMessageMember';
export * from './members/subscriberUpdateBody';
