import type { MessageThread, ThreadUser } from '@stride/shared';

/**
 * The thread once `userId` is out of it (spec §4): one participant fewer, and a private thread that is left with one
 * other person, and was never renamed, takes that person's name. `remaining` is everyone still in it.
 */
export function withoutParticipant(
  thread: MessageThread,
  userId: string,
  remaining: readonly ThreadUser[],
  viewerId: string,
): MessageThread {
  const others = remaining.filter((person) => person.id !== viewerId && person.id !== userId);
  const title = thread.is_private && !thread.has_been_renamed && others.length === 1 ? others[0]!.name : thread.title;
  return {
    ...thread,
    title,
    participants: thread.participants.filter((person) => person.id !== userId),
    total_count_participants: Math.max(0, thread.total_count_participants - 1),
  };
}
