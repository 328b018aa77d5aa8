/** Realtime channel names and paths, on the main entry: the shell's unread badge listens on the member's channel. */
/** The path of the API's own Pusher-protocol endpoint (what pusher-js asks for, protocol 7). */
export const REALTIME_PATH_PREFIX = '/app/';
export const REALTIME_AUTH_PATH = '/realtime/auth';

/**
 * A thread's messages, edits, likes, participants and typing. `epoch` (MessageThread.channel_id carries it) moves on
 * when someone leaves or is removed, or two members block each other: nothing is published on the channel they were
 * subscribed to any more, and the new one is only signed for who may read the thread now.
 */
export function threadChannel(threadId: string, epoch: number): string {
  return `private-thread-${threadId}-${epoch}`;
}

/** One member's unread state, thread list changes and mentions. */
export function userChannel(subscriberUuid: string): string {
  return `private-user-${subscriberUuid}`;
}
