import { EMPTY_MEMBER_DATA, memberQueryKeys, type SessionSnapshot } from '@stride/shared';
import {
  jsonResponse,
  makeParcelProps,
  signedIn,
  type FakeParcelContext,
  type FakeParcelOptions,
} from '@stride/shared/testing';
import { definition } from '../definition';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface Reply {
  status: number;
  body: unknown;
}

export type Answer = Reply | ((call: ApiCall) => Reply | Promise<Reply>);

/** An answer the test settles by hand: to look at what shows while a request is on its way. */
export function held(): { answer: Answer; release(status: number, body: unknown): void } {
  const waiting: ((reply: Reply) => void)[] = [];
  return {
    answer: () => new Promise<Reply>((resolve) => waiting.push(resolve)),
    release: (status, body) => waiting.shift()?.({ status, body }),
  };
}

/**
 * A fetch for the API client that answers by `METHOD /path` (below /api) and records every call with its query
 * and parsed body; an unknown route is a 404. An answer may be a function of the call, or a promise of one.
 */
export function messagingApi(routes: Record<string, Answer>) {
  const calls: ApiCall[] = [];
  const fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const [path = '', search = ''] = url.replace(/^\/api/, '').split('?');
    const method = init?.method ?? 'GET';
    const call: ApiCall = {
      method,
      path,
      query: new URLSearchParams(search),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const answer = routes[`${method} ${path}`];
    if (!answer) return jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } });
    const { status, body } = await (typeof answer === 'function' ? answer(call) : answer);
    return jsonResponse(status, body);
  });
  /** The calls of one route, e.g. `callsTo('POST /threads/t1/messages')`. */
  const callsTo = (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route);
  return { fetch, calls, callsTo, routes };
}

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
