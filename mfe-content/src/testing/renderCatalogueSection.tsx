// Test support for the catalogue sections: a page of a given type, member data primed as the shell primes it,
// and a fake API answering by method and path.
import {
  EMPTY_MEMBER_DATA,
  memberQueryKeys,
  type MemberData,
  type PageAccess,
  type PageData,
  type PageType,
} from '@stride/shared';
import { jsonResponse, makeParcelProps, renderInParcel, type FakeParcelOptions } from '@stride/shared/testing';
import { definition } from '../definition';
import { makePageData } from './makePageData';
import { waitForLazyParts } from './renderPage';
import { PageTypeSection } from '../catalogue/PageTypeSection';

export interface Reply {
  status: number;
  body: unknown;
}

/** A fixed answer, or one the test hands over later (to look at the screen while the call is in flight). */
export type Route = Reply | (() => Promise<Reply>);

/** A fetch answering `'METHOD /path'` (below the API base, query ignored); anything else is a 404. */
export function fetchRoutes(routes: Record<string, Route>): jest.Mock<Promise<Response>, [string, RequestInit?]> {
  return jest.fn(async (url: string, init?: RequestInit) => {
    const route = routes[requestLine(url, init)];
    const reply = typeof route === 'function' ? await route() : route;
    return reply
      ? jsonResponse(reply.status, reply.body)
      : jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } });
  });
}

function requestLine(url: string, init?: RequestInit): string {
  return `${init?.method ?? 'GET'} ${url.replace(/^\/api/, '').split('?')[0]}`;
}

/** Every request the fake API received, as `'METHOD /path'`. */
export function requestsOf(fetch: jest.Mock<Promise<Response>, [string, RequestInit?]>): string[] {
  return fetch.mock.calls.map(([url, init]) => requestLine(url, init));
}

/** A reply the test releases when it chooses. */
export function deferredReply(reply: Reply): { route: () => Promise<Reply>; release(): void } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { route: () => gate.then(() => reply), release: () => release() };
}

export const apiError = (status: number, code: string, message = code): Reply => ({
  status,
  body: { error: { code, message } },
});

export function catalogueTestPage(
  type: PageType,
  page: { id: string; path: string; title: string; access?: Partial<PageAccess> },
): PageData {
  const data = makePageData({ path: page.path, title: page.title, blocks: [] });
  return {
    ...data,
    page: {
      ...data.page,
      id: page.id,
      rootId: page.id,
      contentRootId: page.id,
      type,
      access: { ...data.page.access, ...page.access },
    },
  };
}

export async function renderCatalogueSection(
  data: PageData,
  options: FakeParcelOptions & { member?: Partial<MemberData> } = {},
) {
  const props = await makeParcelProps({ definition, ...options });
  if (props.session.status === 'authenticated') {
    props.queryClient.setQueryData<MemberData>(memberQueryKeys.data(props.session.user.id), {
      ...EMPTY_MEMBER_DATA,
      ...options.member,
    });
  }
  renderInParcel(<PageTypeSection data={data} />, props);
  await waitForLazyParts();
  return props;
}
