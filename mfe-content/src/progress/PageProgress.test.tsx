import {
  EMPTY_MEMBER_DATA,
  contentQueryKeys,
  dependsOnViewer,
  memberQueryKeys,
  type AccessTree,
  type MemberData,
  type PageData,
  type PageSequence,
  type PageSubscribersResponse,
} from '@stride/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeLoginResponse } from '@stride/shared/testing';
import { makeUser, signedIn } from '@stride/shared/testing';
import { makeNode, makeSubscribers } from '../testing/makeProgramTree';
import { makePageData } from '../testing/makePageData';
import { fakeApi, type FakeAnswer, type FakeRequest } from '../testing/fakeApi';
import { renderPage, settle } from '../testing/renderPage';

const DAYS = ['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7'];

const tree: AccessTree = {
  root_id: 'page-1',
  nodes: [
    makeNode('page-1', '/program', null, { inherit: false, is_progress_root: true }),
    ...DAYS.map((id) => makeNode(id, `/program/${id}`, 'page-1')),
  ],
};

const sequence: PageSequence = {
  homePage: { page_id: 'page-1', title: 'Program', path: '/program' },
  items: DAYS.map((id, i) => ({ page_id: id, title: `Day ${i + 1}`, path: `/program/${id}`, is_completed: false })),
};

/** The program page itself (a progress root) or one of its days, with the given actions. */
function programPage(id: string, actions: PageData['page']['actions']): PageData {
  const data = makePageData({ path: id === 'page-1' ? '/program' : `/program/${id}`, actions, blocks: [] });
  const access =
    id === 'page-1'
      ? { ...data.page.access, inherit: false, is_progress_root: true }
      : { ...data.page.access, parent: 'page-1' };
  return { ...data, page: { ...data.page, id, title: id, access } };
}

function memberWith(completed: string[], subscribed: boolean): MemberData {
  return {
    ...EMPTY_MEMBER_DATA,
    page_completions: { by_uuid: Object.fromEntries(completed.map((id) => [id, true])), by_content_type: {} },
    page_subscriptions: subscribed ? [{ page_id: 'page-1', started_at: '2030-01-01T00:00:00.000Z' }] : [],
  };
}

type Route = FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

function deferredAnswer() {
  let release!: (answer: FakeAnswer) => void;
  const answer = new Promise<FakeAnswer>((resolve) => {
    release = resolve;
  });
  return { route: () => answer, release: (value: FakeAnswer) => act(async () => release(value)) };
}

const complete = { type: 'mark_complete' as const, label: null, url: null };
const start = { type: 'start' as const, label: null, url: null };

interface ShowOptions {
  actions?: PageData['page']['actions'];
  member?: MemberData;
  /** API answers beyond the page, its tree and its program's subscriber data. */
  routes?: Record<string, Route>;
  subscribers?: PageSubscribersResponse;
  guest?: boolean;
}

/** A signed-in member (or a guest) on a page of the program, the API answering as the program is. */
async function showPage(id: string, options: ShowOptions = {}) {
  const { actions = [], member = memberWith([], false), routes = {}, guest = false } = options;
  const data = programPage(id, actions);
  const fake = fakeApi({
    [`/__${data.page.path}/index.json`]: { status: 200, body: data },
    '/__access/page-1.json': { status: 200, body: tree },
    '/pages/page-1/subscribers': {
      status: 200,
      body: options.subscribers ?? makeSubscribers({ page_id: 'page-1', sequence }),
    },
    ...routes,
  });
  const session = guest ? undefined : signedIn();
  const { props } = await renderPage(data.page.path, { primed: data, member, fetch: fake.fetch, session });
  await settle();
  const memberData = () => props.queryClient.getQueryData<MemberData>(memberQueryKeys.data('user-1'));
  return { props, fake, memberData };
}

describe('page progress', () => {
  it("keeps what a member's page loaded that depends on them under viewer-scoped keys, which sign-out drops", async () => {
    const { props } = await showPage('d4', { member: memberWith(['d1'], true) });
    const keys = (viewerScoped: boolean) =>
      props.queryClient
        .getQueryCache()
        .findAll({ predicate: (query) => dependsOnViewer(query.queryKey) === viewerScoped })
        .map((query) => JSON.stringify(query.queryKey));

    // The page JSON, the member's lists and the access answer for them: what the shell drops on sign-out.
    expect(keys(true)).toEqual(
      expect.arrayContaining(
        [contentQueryKeys.page('/program/d4'), memberQueryKeys.data('user-1')].map((key) => JSON.stringify(key)),
      ),
    );
    expect(keys(true).some((key) => key.includes('"subscribers","page-1","user-1"'))).toBe(true);
    // What is the same for everyone stays: the access tree and the local root cache.
    expect(keys(false)).toEqual(expect.arrayContaining([JSON.stringify(contentQueryKeys.accessTree('page-1'))]));
    expect(keys(false).every((key) => key.includes('access-tree') || key.includes('page-roots'))).toBe(true);
  });

  it('shows how much of the program the member completed, on the program and on its pages', async () => {
    await showPage('page-1', { member: memberWith(['d1', 'd2', 'd3'], true) });
    expect(screen.getByRole('progressbar', { name: '3 of 7 complete' })).toHaveAttribute('aria-valuenow', '43');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '43%');
  });

  it('counts a stage the member completed in the program as done, as the API and My content count it', async () => {
    const member = {
      ...memberWith(['d1'], true),
      program_subscriptions: [{ program_id: 'page-1', completed_stage_ids: { d2: true } }],
    };
    await showPage('page-1', { member });
    expect(screen.getByRole('progressbar', { name: '2 of 7 complete' })).toHaveAttribute('aria-valuenow', '29');
  });

  it('reads the progress of a day from its program', async () => {
    const { fake } = await showPage('d4', { member: memberWith(['d1'], true) });

    expect(screen.getByRole('progressbar', { name: '1 of 7 complete' })).toBeInTheDocument();
    expect(fake.calls('GET /pages/page-1/subscribers')).toHaveLength(1);
  });

  it('marks the page complete at once, counts it, then tells the app what the API answered', async () => {
    const answer = deferredAnswer();
    const { props } = await showPage('d4', {
      actions: [complete],
      member: memberWith(['d1'], true),
      routes: { 'POST /pages/d4/complete': answer.route },
    });

    props.queryClient.setQueryData(contentQueryKeys.myContent(), { bookmarked_items: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Mark complete' }));
    expect(screen.getByRole('button', { name: 'Completed' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('progressbar', { name: '2 of 7 complete' })).toBeInTheDocument();
    expect(props.queryClient.getQueryState(contentQueryKeys.myContent())?.isInvalidated).toBe(false);

    await answer.release({ status: 200, body: { page_id: 'd4', root_progress: { page_id: 'page-1', progress: 29 } } });
    expect(props.queryClient.getQueryState(contentQueryKeys.myContent())?.isInvalidated).toBe(true);
  });

  it('subscribes the member to the program a completion starts, then reads the start the server gave it', async () => {
    const startedAt = '2030-01-02T08:00:00.000Z';
    const { memberData, fake } = await showPage('d1', {
      actions: [complete],
      routes: {
        'POST /pages/d1/complete': {
          status: 200,
          body: { page_id: 'd1', root_progress: { page_id: 'page-1', progress: 14 } },
        },
        'POST /auth/verify': {
          status: 200,
          body: {
            ...makeLoginResponse(makeUser(), 'token-1'),
            page_completions: { by_uuid: { d1: true }, by_content_type: { generic: ['d1'] } },
            page_subscriptions: [{ page_id: 'page-1', started_at: startedAt }],
          },
        },
      },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Mark complete' }));
    expect(memberData()?.page_completions.by_uuid).toEqual({ d1: true });
    // Drip links count from the start: the lists are read again for the one the server just set.
    await waitFor(() =>
      expect(memberData()?.page_subscriptions).toEqual([{ page_id: 'page-1', started_at: startedAt }]),
    );
    expect(fake.calls('POST /auth/verify')).toHaveLength(1);
  });

  it("does not read the member's lists again for a completion in a program already started", async () => {
    const { memberData, fake } = await showPage('d4', {
      actions: [complete],
      member: memberWith(['d1'], true),
      routes: {
        'POST /pages/d4/complete': {
          status: 200,
          body: { page_id: 'd4', root_progress: { page_id: 'page-1', progress: 29 } },
        },
      },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Mark complete' }));
    await waitFor(() => expect(fake.calls('POST /pages/d4/complete')).toHaveLength(1));
    await settle();
    expect(fake.calls('POST /auth/verify')).toEqual([]);
    expect(memberData()?.page_subscriptions).toEqual([{ page_id: 'page-1', started_at: '2030-01-01T00:00:00.000Z' }]);
  });

  it('lets a stored member press Start or Mark complete only once their session is checked', async () => {
    const data = programPage('page-1', [start, complete]);
    const fake = fakeApi({
      '/__access/page-1.json': { status: 200, body: tree },
      '/pages/page-1/subscribers': { status: 200, body: makeSubscribers({ page_id: 'page-1', sequence }) },
    });
    const { props, rerender } = await renderPage(data.page.path, {
      primed: data,
      fetch: fake.fetch,
      session: { status: 'unchecked', user: null },
    });

    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mark complete' })).toBeDisabled();

    const member = signedIn();
    props.queryClient.setQueryData(memberQueryKeys.data('user-1'), memberWith([], false));
    rerender({ session: member });
    await settle();
    expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Mark complete' })).toBeEnabled();
    expect(props.emitted.filter((event) => event.type === 'modal:open')).toEqual([]);
  });

  it('takes the completion back and says "Failed to mark complete" when the API refuses', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { memberData } = await showPage('d4', {
        actions: [complete],
        routes: { 'POST /pages/d4/complete': { status: 500, body: { error: { code: 'x', message: 'x' } } } },
      });

      await userEvent.click(screen.getByRole('button', { name: 'Mark complete' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to mark complete');
      expect(screen.getByRole('button', { name: 'Mark complete' })).toHaveAttribute('aria-pressed', 'false');
      expect(memberData()?.page_completions.by_uuid).toEqual({});
    } finally {
      errors.mockRestore();
    }
  });

  it('shows a completed page as Completed, a pressed toggle whose press uncompletes it', async () => {
    const { memberData, fake } = await showPage('d4', {
      actions: [{ ...complete, label: 'Mark complete' }],
      member: memberWith(['d4'], true),
      routes: { 'DELETE /pages/d4/complete': { status: 200, body: { page_id: 'd4', root_progress: null } } },
    });
    expect(screen.queryByRole('button', { name: /Mark complete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Completed' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Completed' }));

    expect(fake.calls('DELETE /pages/d4/complete')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Mark complete' })).toHaveAttribute('aria-pressed', 'false');
    expect(memberData()?.page_completions.by_uuid).toEqual({});
  });

  it('asks a guest to log in instead of completing, and shows them nothing completed', async () => {
    const { props, fake } = await showPage('d4', { actions: [complete], guest: true });

    const button = screen.getByRole('button', { name: 'Mark complete' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);

    expect(props.emitted).toEqual([{ type: 'modal:open', payload: { modal: 'auth' } }]);
    expect(fake.calls('POST /pages/d4/complete')).toEqual([]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('starts the program from its start action, then shows Started', async () => {
    const { memberData, fake } = await showPage('page-1', {
      actions: [start],
      routes: {
        'POST /pages/page-1/subscribers': {
          status: 200,
          body: { page_id: 'page-1', progress: 0, sequence, started_at: '2030-02-01T08:00:00.000Z' },
        },
      },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Start' }));

    expect(await screen.findByText('Started')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    expect(fake.calls('POST /pages/page-1/subscribers')[0]!.body).toEqual({});
    expect(memberData()?.page_subscriptions).toEqual([{ page_id: 'page-1', started_at: '2030-02-01T08:00:00.000Z' }]);
    expect(screen.getByRole('progressbar', { name: '0 of 7 complete' })).toBeInTheDocument();
  });

  it('starts on a chosen day and part-way through when the program lets the member choose', async () => {
    const { memberData, fake } = await showPage('page-1', {
      actions: [start],
      subscribers: makeSubscribers({ page_id: 'page-1', sequence, can_schedule_start: true }),
      routes: {
        'POST /pages/page-1/subscribers': {
          status: 200,
          body: {
            page_id: 'page-1',
            progress: 29,
            sequence: { ...sequence, items: sequence.items.map((item, i) => ({ ...item, is_completed: i < 2 })) },
            started_at: '2030-03-01T00:00:00.000Z',
          },
        },
      },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Choose a start date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start the program' });
    const date = within(dialog).getByLabelText('Start date');
    await userEvent.clear(date);
    await userEvent.type(date, '2030-03-01');
    await userEvent.selectOptions(within(dialog).getByLabelText('Start from'), 'Day 3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));

    expect(await screen.findByText('Started')).toBeInTheDocument();
    expect(fake.calls('POST /pages/page-1/subscribers')[0]!.body).toEqual({
      started_at: new Date('2030-03-01T00:00:00').toISOString(),
      start_from_page_id: 'd3',
    });
    expect(memberData()?.page_completions).toEqual({
      by_uuid: { d1: true, d2: true },
      by_content_type: { generic: ['d1', 'd2'] },
    });
    expect(screen.getByRole('progressbar', { name: '2 of 7 complete' })).toBeInTheDocument();
  });

  it("leaves the program only after confirming, clearing the program's completions", async () => {
    const { memberData, fake } = await showPage('page-1', {
      actions: [start],
      member: {
        ...memberWith(['d1', 'd2', 'other-page'], true),
        program_subscriptions: [{ program_id: 'page-1', completed_stage_ids: { d3: true } }],
      },
      routes: {
        'DELETE /pages/page-1/subscribers': {
          status: 200,
          body: { page_id: 'page-1', progress: 0, sequence, started_at: null },
        },
      },
    });
    expect(screen.getByText('Started')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(fake.calls('DELETE /pages/page-1/subscribers')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Leave' }));

    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(fake.calls('DELETE /pages/page-1/subscribers')).toHaveLength(1);
    expect(memberData()?.page_subscriptions).toEqual([]);
    // The program is no longer followed: no stage of it shows Completed, and nothing counts, before any reload.
    expect(memberData()?.program_subscriptions).toEqual([]);
    expect(memberData()?.page_completions.by_uuid).toEqual({ 'other-page': true });
    expect(screen.getByRole('progressbar', { name: '0 of 7 complete' })).toBeInTheDocument();
  });
});

describe('page toolbar and comments for a member', () => {
  it('bookmarks the page at once and keeps what the API answers', async () => {
    const { memberData, props } = await showPage('d4', {
      routes: { 'POST /pages/d4/bookmarks/toggle': { status: 200, body: { is_bookmarked: true } } },
    });
    props.queryClient.setQueryData(contentQueryKeys.myContent(), { bookmarked_items: [] });
    const bookmark = screen.getByRole('button', { name: 'Bookmark' });
    expect(bookmark).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(bookmark);

    expect(screen.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'true');
    expect(memberData()?.bookmarked_pages).toEqual(['d4']);
    await waitFor(() =>
      expect(props.queryClient.getQueryState(contentQueryKeys.myContent())?.isInvalidated).toBe(true),
    );
  });

  it('puts the bookmark back when the toggle fails', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { memberData, fake } = await showPage('d4', {
        member: { ...memberWith([], false), bookmarked_pages: ['d4'] },
        routes: { 'POST /pages/d4/bookmarks/toggle': { status: 503, body: null } },
      });
      expect(screen.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'true');

      await userEvent.click(screen.getByRole('button', { name: 'Bookmark' }));

      await waitFor(() => expect(fake.calls('POST /pages/d4/bookmarks/toggle')).toHaveLength(1));
      expect(screen.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'true');
      expect(memberData()?.bookmarked_pages).toEqual(['d4']);
    } finally {
      errors.mockRestore();
    }
  });

  it("opens the schedule with the page chosen, and the page's comment thread", async () => {
    const { props } = await showPage('d4');

    await userEvent.click(await screen.findByRole('button', { name: 'Schedule' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Comments' }));

    expect(props.navigate.mock.calls).toEqual([['/me/schedule?page_id=d4'], ['/me/messages?page_id=d4']]);
  });

  it('gives a guest no page buttons and no comments row', async () => {
    await showPage('d4', { guest: true });

    expect(screen.queryByRole('button', { name: 'Bookmark' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schedule' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Comments' })).not.toBeInTheDocument();
  });
});
