import { makePageAccess } from '@stride/shared/testing';
import type { Block, PageData } from '@stride/shared';

/** A published page with one block of each type this remote draws, for component tests. */
export function makePageData(
  overrides: { path?: string; title?: string; blocks?: Block[]; actions?: PageData['page']['actions'] } = {},
): PageData {
  const path = overrides.path ?? '/';
  return {
    page: {
      id: 'page-1',
      rootId: 'page-1',
      contentRootId: 'page-1',
      path,
      title: overrides.title ?? 'Welcome',
      type: 'generic',
      actions: overrides.actions ?? [],
      access: makePageAccess(),
      show_tabbar: true,
      show_view_switcher: false,
      background_color: null,
    },
    blocks: overrides.blocks ?? [
      {
        id: 'b-hero',
        type: 'hero',
        title: 'Train with us',
        subtitle: 'Programs for every level',
        image_url: null,
        height_ratio: 150,
        background_color: 'primary',
        action: { type: 'open_page', target: '/programs' },
        action_label: 'Browse programs',
      },
      {
        id: 'b-text',
        type: 'text',
        text: 'First paragraph with **strong words**.\n\nSecond paragraph with [our shop](https://shop.example.org/) and [programs](/programs).',
        align: 'left',
        background_color: null,
      },
      {
        id: 'b-image',
        type: 'image',
        url: 'https://cdn.example.org/coach.jpg',
        alt: 'Coach Sam',
        caption: 'Your coach',
        action: null,
      },
      {
        id: 'b-button',
        type: 'button',
        label: 'Buy the plan',
        action: { type: 'trigger_purchase', target: 'prod-1' },
        color: null,
      },
      {
        id: 'b-collection',
        type: 'collection',
        title: 'Latest workouts',
        layout: 'grid',
        items: [
          {
            page_id: 'p-legs',
            path: '/workouts/legs',
            title: 'Leg day',
            type: 'workout',
            image_url: null,
            description: '30 minutes',
          },
          {
            page_id: 'p-core',
            path: '/workouts/core',
            title: 'Core blast',
            type: 'workout',
            image_url: null,
            description: null,
          },
        ],
      },
    ],
    attributes: {},
  };
}

export interface FakeAnswer {
  status: number;
  body: unknown;
}

/** A request the fake API received: method, path below the API base (no query) and JSON body. */
export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A fetch answering by "METHOD /path" (or "/path" for GET), recording every request; an answer may be a
 * function (to answer late or differently per call). Unknown requests are a 404.
 */
export function fakeApi(
  routes: Record<string, FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>)>,
) {
  const requests: FakeRequest[] = [];
  const fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = url.replace(/^\/api/, '').split('?')[0] ?? '';
    const request = { method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    requests.push(request);
    const route = routes[`${method} ${path}`] ?? (method === 'GET' ? routes[path] : undefined);
    const answer = typeof route === 'function' ? await route(request) : route;
    const { status, body } = answer ?? { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
    const response: Pick<Response, 'ok' | 'status' | 'text'> = {
      ok: status >= 200 && status < 300,
      status,
      text: async () => JSON.stringify(body),
    };
    return response as Response;
  });
  return {
    fetch,
    requests,
    /** Requests for one "METHOD /path". */
    calls: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key),
  };
}
