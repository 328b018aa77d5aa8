/**
 * Messaging's runtime pieces for the messaging remote, the shell's realtime service and the API (limits and
 * defaults, channel names, text splitting and mentions, grouping, catching up after a reconnect), off the main
 * entry that every first page loads; the types are on the main entry, where they cost no bytes.
 */
export * from './messaging/Threads';
export * from './messaging/realtime';
export * from './messaging/channels';
export * from './messaging/messagePaths';
export * from './messaging/messageText';
