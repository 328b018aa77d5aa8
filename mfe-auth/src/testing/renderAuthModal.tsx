// Test helpers for the #auth modal: the modal rendered with fake parcel props, and the API faked at the fetch level.
import type { User } from '@stride/shared';
import { makeLoginResponse, renderInParcel } from '@stride/shared/testing';
import { jsonResponse, makeParcelProps, makeUser, type FakeParcelOptions } from '@stride/shared/testing';
import { definition } from '../definition';
import { AuthModal } from '../authModal/AuthModal';

export interface FakeAnswer {
  status: number;
  body: unknown;
}

export interface RecordedCall {
  method: string;
  /** Below the API base, without the query string. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A route's answer: one answer, answers in turn (the last repeats), or a promise the test settles. */
export type FakeRoute = FakeAnswer | FakeAnswer[] | Promise<FakeAnswer>;

/** A fetch answering by "METHOD /path" (GET and POST /auth/reset_password differ); unknown routes are a 404. */
export function fakeAuthApi(routes: Record<string, FakeRoute>) {
  const calls: RecordedCall[] = [];
  const served = new Map<string, number>();
  const fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const [withBase = '', query = ''] = url.split('?');
    const path = withBase.replace(/^\/api/, '');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, query: new URLSearchParams(query), body });
    const key = `${method} ${path}`;
    const route = routes[key];
    if (!route) return jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } });
    const count = served.get(key) ?? 0;
    served.set(key, count + 1);
    const answer = Array.isArray(route) ? route[Math.min(count, route.length - 1)] : await route;
    if (!answer) throw new Error(`No answer for ${key}`);
    return jsonResponse(answer.status, answer.body);
  });
  return { fetch, calls };
}

export function apiError(status: number, code: string, message: string, field?: string): FakeAnswer {
  return { status, body: { error: { code, message, ...(field ? { field } : {}) } } };
}

/** A successful sign-in of `user` with token `new-token`. */
export function signedInAnswer(user: User = makeUser()): FakeAnswer {
  return { status: 200, body: makeLoginResponse(user, 'new-token') };
}

/** A promise the test settles, to look at the modal while a call is in flight. */
export function deferredAnswer() {
  let settle: (answer: FakeAnswer) => void = () => undefined;
  const promise = new Promise<FakeAnswer>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

export async function renderAuthModal(options: FakeParcelOptions = {}) {
  const props = await makeParcelProps({ definition, ...options });
  const close = jest.fn();
  const rendered = renderInParcel(<AuthModal close={close} />, props);
  return { props, close, ...rendered };
}
