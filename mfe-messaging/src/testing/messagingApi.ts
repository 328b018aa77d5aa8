import { EMPTY_MEMBER_DATA, memberQueryKeys, type SessionSnapshot } from '@stride/shared';
import {
  makeParcelProps,
  routedApi,
  type Answer,
  type Reply,
  signedIn,
  type FakeParcelContext,
  type FakeParcelOptions,
} from '@stride/shared/testing';
import { definition } from '../definition';

export type { Answer, ApiCall, Reply } from '@stride/shared/testing';

/** An answer the test settles by hand: to look at what shows while a request is on its way. */
export function held(): { answer: Answer; release(status: number, body: unknown): void } {
  const waiting: ((reply: Reply) => void)[] = [];
  return {
    answer: () => new Promise<Reply>((resolve) => waiting.push(resolve)),
    release: (status, body) => waiting.shift()?.({ status, body }),
  };
}

/** Messaging's fake API: see routedApi. */
export const messagingApi = routedApi;

/** Parcel props of a signed-in member (Mia) with this fake API, the messaging strings, and their blocked list. */
export async function messagingProps(
  api: ReturnType<typeof messagingApi>,
  options: FakeParcelOptions & { blocked?: string[] } = {},
): Promise<FakeParcelContext> {
  const session: SessionSnapshot = options.session ?? signedIn();
  const props = await makeParcelProps({ definition, session, ...options, fetch: api.fetch });
  // The shell primes the member's lists at verify; a remote only reads them.
  if (session.status === 'authenticated') {
    props.queryClient.setQueryData(memberQueryKeys.data(session.user.id), {
      ...EMPTY_MEMBER_DATA,
      blocked_user_ids: options.blocked ?? [],
    });
  }
  return props;
}

export function apiError(status: number, code: string, message: string): Reply {
  return { status, body: { error: { code, message } } };
}
