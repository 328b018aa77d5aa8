import type { PresenceMember } from './channelAuth';

/** A subscribed socket, as the hub delivers to it: one ready text frame, the same bytes for every subscriber. */
export interface HubSocket {
  send(frame: Buffer): void;
}

interface PresenceEntry {
  info: PresenceMember['user_info'];
  /** How many of the member's sockets are in the channel: they leave when the last one does. */
  sockets: number;
}

/** The members of a presence channel as `pusher_internal:subscription_succeeded` lists them. */
export interface PresenceList {
  presence: { ids: string[]; hash: Record<string, PresenceMember['user_info'] | null>; count: number };
}

/**
 * This process's channels: which sockets listen to each, and who is present in presence channels. An event is
 * delivered as one frame built once per publish, whatever the number of subscribers.
 */
export class RealtimeHub {
  private readonly channels = new Map<string, Set<HubSocket>>();
  private readonly presence = new Map<string, Map<string, PresenceEntry>>();

  get channelCount(): number {
    return this.channels.size;
  }

  has(channel: string, socket: HubSocket): boolean {
    return this.channels.get(channel)?.has(socket) ?? false;
  }

  join(channel: string, socket: HubSocket): void {
    const sockets = this.channels.get(channel);
    if (sockets) sockets.add(socket);
    else this.channels.set(channel, new Set([socket]));
  }

  leave(channel: string, socket: HubSocket): void {
    const sockets = this.channels.get(channel);
    if (!sockets?.delete(socket)) return;
    if (sockets.size === 0) this.channels.delete(channel);
  }

  /** Adds one socket of `member`; true when the member was not present yet (the others hear member_added). */
  enterPresence(channel: string, member: PresenceMember): boolean {
    const members = this.presence.get(channel) ?? new Map<string, PresenceEntry>();
    this.presence.set(channel, members);
    const entry = members.get(member.user_id);
    if (entry) {
      entry.sockets += 1;
      return false;
    }
    members.set(member.user_id, { info: member.user_info, sockets: 1 });
    return true;
  }

  /** Removes one socket of the member; true when it was their last (the others hear member_removed). */
  exitPresence(channel: string, userId: string): boolean {
    const members = this.presence.get(channel);
    const entry = members?.get(userId);
    if (!members || !entry) return false;
    entry.sockets -= 1;
    if (entry.sockets > 0) return false;
    members.delete(userId);
    if (members.size === 0) this.presence.delete(channel);
    return true;
  }

  presenceList(channel: string): PresenceList {
    const members = this.presence.get(channel) ?? new Map<string, PresenceEntry>();
    const hash: PresenceList['presence']['hash'] = {};
    for (const [id, entry] of members) hash[id] = entry.info ?? null;
    return { presence: { ids: [...members.keys()], hash, count: members.size } };
  }

  /** Sends `frame` to every socket of the channel in this process (but `except`, the one that caused it). */
  deliver(channel: string, frame: Buffer, except?: HubSocket): void {
    const sockets = this.channels.get(channel);
    if (!sockets) return;
    for (const socket of sockets) if (socket !== except) socket.send(frame);
  }
}
