import type { Message, ThreadUser } from './Threads';

/**
 * How pusher-js reaches the realtime server (DESIGN "Realtime"), in the global config: the API itself (null host
 * and port: the page's own), or Pusher Channels / a Soketi cluster, with an unchanged client.
 */
export interface RealtimeConfig {
  key: string;
  /** Null: the host the app is served from. */
  ws_host: string | null;
  /** Null: the port the app is served from. */
  ws_port: number | null;
  /** Null: TLS when the app is served over https. */
  force_tls: boolean | null;
  /** Pusher Channels' cluster when ws_host is theirs. */
  cluster: string | null;
  /** Where private and presence channels are authorised (POST socket_id + channel_name → {auth}). */
  auth_endpoint: string;
}

/** Who is typing in a thread (each event names one person for a few seconds). */
export interface TypingUser {
  id: string;
  name: string;
}

/**
 * Events on a thread's channel. Every one carries the thread and a message_ts (the message's, or the thread's
 * latest for thread-wide events) so a client orders them and knows where to fetch from after a reconnect.
 */
export interface ThreadChannelEvents {
  'message-created': { thread_id: string; message_ts: number; message: Message };
  /** An edit, a pin or unpin, a changed like or reply count: the message as it now is. */
  'message-updated': { thread_id: string; message_ts: number; message: Message };
  'message-deleted': { thread_id: string; message_ts: number };
  'message-reacted': {
    thread_id: string;
    message_ts: number;
    reaction_count: number;
    user_id: string;
    action: 'like' | 'unlike';
  };
  'participants-changed': {
    thread_id: string;
    message_ts: number;
    total_count_participants: number;
    added_ids: string[];
    removed_ids: string[];
  };
  'thread-renamed': { thread_id: string; message_ts: number; title: string };
  typing: { thread_id: string; message_ts: number; user: TypingUser };
}

/** Events on a member's own channel. */
export interface UserChannelEvents {
  /** The member's unread state changed (a message arrived, or they read a thread on another device). */
  'unread-changed': { has_unread: boolean; unread_count: number; thread_id: string; message_ts: number };
  /** A thread of theirs has a new latest message (the inbox moves it up). */
  'thread-activity': { thread_id: string; message_ts: number; latest_message: Message; is_unread: boolean };
  /** They were added to a thread. */
  'thread-added': { thread_id: string; message_ts: number };
  /** They left or were removed from a thread. */
  'thread-removed': { thread_id: string; message_ts: number };
  mentioned: { thread_id: string; message_ts: number; from: ThreadUser };
  /**
   * The member blocked or unblocked someone, or was blocked or unblocked: both lists as they now are (the login
   * response's), so every device hides or shows the other at once. message_ts 0: it belongs to no thread.
   */
  'blocks-changed': { blocked_user_ids: string[]; blocked_by_user_ids: string[]; message_ts: number };
}

export type RealtimeEvents = ThreadChannelEvents & UserChannelEvents;
export type RealtimeEventName = keyof RealtimeEvents;

/**
 * The shell's one realtime connection, shared by every remote (realtimeServiceRef). It connects while a member is
 * signed in; a subscription made before that waits for it.
 */
export interface RealtimeService {
  /**
   * Listens to a channel until the returned function is called. `id` names the callbacks (spec §5 "ID required to
   * identify callbacks": an empty id throws); `onSubscribed` runs each time the subscription succeeds, first and after
   * every reconnect: the moment to fetch what was missed. Several listeners may share a channel.
   */
  subscribe(
    channel: string,
    id: string,
    listener: (event: RealtimeEventName, data: unknown) => void,
    onSubscribed?: () => void,
  ): () => void;
}

/**
 * Keeps one thread's messages complete across (re)subscriptions (DESIGN "no lost messages"): each time the
 * subscription succeeds it fetches what came after the last message seen, and live messages that arrive meanwhile
 * wait; then both are delivered in ts order, each message once.
 */
export class ThreadCatchUp {
  private lastTs: number;
  private readonly seen = new Set<number>();
  private waiting: Message[] | null = null;
  private round = 0;
  /** A catch-up failed: messages after lastTs may be missing, so lastTs stays put until one succeeds. */
  private gap = false;

  constructor(
    private readonly options: {
      /** The last message_ts the client already has (0 for none). */
      lastTs: number;
      /** Every message after `ts`, oldest first (all pages). */
      fetchAfter(ts: number): Promise<Message[]>;
      /** New messages, oldest first, none delivered before. */
      deliver(messages: Message[]): void;
      onError?(error: unknown): void;
    },
  ) {
    this.lastTs = options.lastTs;
  }

  /** Call on every subscription success. */
  async caughtUp(): Promise<void> {
    const round = ++this.round;
    this.waiting ??= [];
    try {
      const missed = await this.options.fetchAfter(this.lastTs);
      if (round !== this.round) return;
      this.gap = false;
      this.release(missed);
    } catch (error) {
      if (round !== this.round) return;
      // The live messages are shown, but the last ts stays before the gap until a caughtUp() fetches it.
      this.gap = true;
      this.release([]);
      this.options.onError?.(error);
    }
  }

  /** Call for each live message-created event. */
  live(message: Message): void {
    if (this.waiting) this.waiting.push(message);
    else this.emit([message]);
  }

  /**
   * Messages the client added itself (a page it fetched, its own sent message): never delivered again. They do not
   * move the catch-up point: the answer to the member's own send can overtake another's message with a lower ts that
   * is still on its way, and a reconnect then must still fetch that one.
   */
  markSeen(messages: readonly Message[]): void {
    for (const message of messages) this.seen.add(message.message_ts);
  }

  private release(missed: Message[]): void {
    const waiting = this.waiting ?? [];
    this.waiting = null;
    this.emit([...missed, ...waiting]);
  }

  private emit(messages: Message[]): void {
    const fresh = messages
      .filter((m) => !this.seen.has(m.message_ts))
      .sort((a, b) => a.message_ts - b.message_ts)
      .filter((m, i, all) => i === 0 || all[i - 1]!.message_ts !== m.message_ts);
    for (const message of fresh) this.note(message.message_ts);
    if (fresh.length > 0) this.options.deliver(fresh);
  }

  private note(ts: number): void {
    this.seen.add(ts);
    if (!this.gap && ts > this.lastTs) this.lastTs = ts;
  }
}
