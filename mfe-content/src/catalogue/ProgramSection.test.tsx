import { contentQueryKeys, memberQueryKeys, type MemberData, type Program } from '@stride/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GUEST, signedIn } from '@stride/shared/testing';
import {
  apiError,
  catalogueTestPage,
  deferredReply,
  fetchRoutes,
  renderCatalogueSection,
  requestsOf,
  type Route,
} from '../testing/renderCatalogueSection';

const PROGRAM: Program = {
  id: 'prog-1',
  path: '/programs/kickstart',
  title: 'Kickstart',
  type: 'program',
  description: null,
  image_url: null,
  tags: [],
  duration_minutes: null,
  stages: [
    { id: 's1', title: 'Week 1', path: '/programs/kickstart/week-1' },
    { id: 's2', title: 'Week 2', path: '/programs/kickstart/week-2' },
    { id: 's3', title: 'Week 3', path: '/programs/kickstart/week-3' },
  ],
};

const OTHER_PROGRAM: Program = { ...PROGRAM, id: 'prog-2', title: 'Other', stages: [] };

const page = catalogueTestPage('program', { id: PROGRAM.id, path: PROGRAM.path, title: PROGRAM.title });

const programs = { status: 200, body: { programs: [OTHER_PROGRAM, PROGRAM] } };

const subscription = (...completed: string[]) => ({
  status: 200,
  body: {
    program_subscription: {
      program_id: PROGRAM.id,
      completed_stage_ids: Object.fromEntries(completed.map((id) => [id, true])),
    },
  },
});

const subscribed = (...completed: string[]): Partial<MemberData> => ({
  program_subscriptions: [subscription(...completed).body.program_subscription],
});

async function renderProgram(
  routes: Record<string, Route>,
  options: Parameters<typeof renderCatalogueSection>[1] = {},
) {
  const fetch = fetchRoutes({ 'GET /programs': programs, ...routes });
  const props = await renderCatalogueSection(page, { session: signedIn(), fetch, ...options });
  return { fetch, props };
}

const stage = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;

const doneStages = () =>
  screen
    .getAllByRole('listitem')
    .filter((item) => within(item).queryByText('Completed'))
    .map((item) => within(item).getByRole('link').textContent);

const activeStage = () =>
  screen
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('aria-current') === 'step')
    .map((item) => within(item).getByRole('link').textContent);

describe('ProgramSection', () => {
  it("lists a guest the program's stages as links, with a Log In that opens the auth modal", async () => {
    const { props: parcel } = await renderProgram({}, { session: GUEST });

    expect(await screen.findByRole('link', { name: 'Week 1' })).toHaveAttribute('href', '/programs/kickstart/week-1');
    expect(screen.getAllByRole('listitem').map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Week 1',
      'Week 2',
      'Week 3',
    ]);
    expect(screen.queryByRole('button', { name: 'Subscribe to program' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark complete/ })).not.toBeInTheDocument();
    expect(activeStage()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(parcel.emitted).toEqual([{ type: 'modal:open', payload: { modal: 'auth' } }]);

    await userEvent.click(screen.getByRole('link', { name: 'Week 2' }));
    expect(parcel.navigate).toHaveBeenCalledWith('/programs/kickstart/week-2');
  });

  it('subscribes a member, moves the active stage on as stages complete, then completes the program', async () => {
    const { fetch, props: parcel } = await renderProgram({
      'POST /programs/prog-1/subscribe': subscription(),
      'POST /programs/prog-1/stages/s1/complete': subscription('s1'),
      'POST /programs/prog-1/stages/s2/complete': subscription('s1', 's2'),
      'POST /programs/prog-1/stages/s3/complete': subscription('s1', 's2', 's3'),
      'POST /programs/prog-1/complete': subscription('s1', 's2', 's3'),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe to program' }));
    await waitFor(() => expect(doneStages()).toEqual([]));
    expect(activeStage()).toEqual(['Week 1']);
    expect(screen.queryByRole('button', { name: 'Subscribe to program' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mark complete: Week 1' }));
    await waitFor(() => expect(doneStages()).toEqual(['Week 1']));
    expect(activeStage()).toEqual(['Week 2']);
    expect(within(stage('Week 1')).getByText('Completed')).toBeInTheDocument();
    // The program's number is its page's progress panel (pages done, stages counted in): none of its own here.
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(/of 3/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete program' })).not.toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Mark complete: Week 2' }));
    await waitFor(() => expect(activeStage()).toEqual(['Week 3']));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark complete: Week 3' }));

    await waitFor(() => expect(doneStages()).toEqual(['Week 1', 'Week 2', 'Week 3']));
    // Every stage done: the last one stays the active one.
    expect(activeStage()).toEqual(['Week 3']);
    await userEvent.click(await screen.findByRole('button', { name: 'Complete program' }));

    expect(await screen.findByRole('status')).toHaveTextContent('You completed this program.');
    expect(requestsOf(fetch)).toEqual([
      'GET /programs',
      'POST /programs/prog-1/subscribe',
      // Following the program started it on the server: the member's lists and the pages are read again.
      'POST /auth/verify',
      'GET /programs',
      'POST /programs/prog-1/stages/s1/complete',
      'POST /programs/prog-1/stages/s2/complete',
      'POST /programs/prog-1/stages/s3/complete',
      'POST /programs/prog-1/complete',
    ]);
    expect(parcel.queryClient.getQueryData(memberQueryKeys.data('user-1'))).toMatchObject(subscribed('s1', 's2', 's3'));
  });

  it("draws no Subscribe button when the page's Start action follows the program", async () => {
    const withStart: typeof page = {
      ...page,
      page: { ...page.page, actions: [{ type: 'start', label: null, url: null }] },
    };
    const fetch = fetchRoutes({ 'GET /programs': programs });
    await renderCatalogueSection(withStart, { session: signedIn(), fetch });
    expect(await screen.findByRole('link', { name: 'Week 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe to program' })).not.toBeInTheDocument();
  });

  it('shows a stage complete before the server answers', async () => {
    const reply = deferredReply(subscription('s1'));
    await renderProgram({ 'POST /programs/prog-1/stages/s1/complete': reply.route }, { member: subscribed() });

    await userEvent.click(await screen.findByRole('button', { name: 'Mark complete: Week 1' }));

    expect(doneStages()).toEqual(['Week 1']);
    expect(activeStage()).toEqual(['Week 2']);
    // One change at a time: a second answer could otherwise overwrite the first one's guess.
    expect(screen.getByRole('button', { name: 'Mark complete: Week 2' })).toBeDisabled();
    reply.release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark incomplete: Week 1' })).toBeEnabled());
  });

  it('marks a completed stage incomplete again, making it the active stage', async () => {
    const { fetch } = await renderProgram(
      { 'DELETE /programs/prog-1/stages/s1': subscription('s2') },
      { member: subscribed('s1', 's2') },
    );

    await waitFor(() => expect(doneStages()).toEqual(['Week 1', 'Week 2']));
    expect(activeStage()).toEqual(['Week 3']);
    await userEvent.click(screen.getByRole('button', { name: 'Mark incomplete: Week 1' }));

    await waitFor(() => expect(doneStages()).toEqual(['Week 2']));
    expect(activeStage()).toEqual(['Week 1']);
    expect(requestsOf(fetch)).toContain('DELETE /programs/prog-1/stages/s1');
  });

  it('puts a stage back and says so when completing it fails', async () => {
    const reply = deferredReply(apiError(500, 'internal_error', 'Boom'));
    await renderProgram({ 'POST /programs/prog-1/stages/s2/complete': reply.route }, { member: subscribed('s1') });

    await userEvent.click(await screen.findByRole('button', { name: 'Mark complete: Week 2' }));
    expect(doneStages()).toEqual(['Week 1', 'Week 2']);
    reply.release();

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(doneStages()).toEqual(['Week 1']);
    expect(activeStage()).toEqual(['Week 2']);
    expect(screen.getByRole('button', { name: 'Mark complete: Week 2' })).toBeEnabled();
  });

  it('offers Subscribe again when subscribing fails', async () => {
    await renderProgram({ 'POST /programs/prog-1/subscribe': apiError(503, 'unavailable') });

    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe to program' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByRole('button', { name: 'Subscribe to program' })).toBeEnabled();
    expect(doneStages()).toEqual([]);
    expect(screen.queryByRole('button', { name: /Mark complete/ })).not.toBeInTheDocument();
  });

  it('says Program Not Found when the server holds no subscription, and offers Subscribe again', async () => {
    await renderProgram(
      { 'POST /programs/prog-1/stages/s1/complete': apiError(404, 'program_not_found', 'Program Not Found') },
      { member: subscribed() },
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Mark complete: Week 1' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Program Not Found');
    expect(screen.getByRole('button', { name: 'Subscribe to program' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark complete/ })).not.toBeInTheDocument();
  });

  it('puts back a stage that has not unlocked yet and says when it opens', async () => {
    const refusal = {
      status: 403,
      body: {
        error: { code: 'access_denied', message: "You don't have access" },
        access: {
          granted: false,
          reason: 'IS_SCHEDULED',
          node_id: 's2',
          available_after: '2099-03-04T12:00:00Z',
          product_ids: [],
          purchase_overlay_id: null,
        },
      },
    };
    await renderProgram({ 'POST /programs/prog-1/stages/s2/complete': refusal }, { member: subscribed('s1') });

    await userEvent.click(await screen.findByRole('button', { name: 'Mark complete: Week 2' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This opens to you on March 4, 2099.');
    expect(doneStages()).toEqual(['Week 1']);
  });

  it('offers checkout with the products when subscribing needs a purchase', async () => {
    const refusal = {
      status: 403,
      body: {
        error: { code: 'access_denied', message: "You don't have access" },
        access: {
          granted: false,
          reason: 'PURCHASE_REQUIRED',
          node_id: 'prog-1',
          available_after: null,
          product_ids: ['premium-monthly'],
          purchase_overlay_id: 'premium-offer',
        },
      },
    };
    const { props: parcel } = await renderProgram({ 'POST /programs/prog-1/subscribe': refusal });

    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe to program' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This program needs a purchase first.');
    await userEvent.click(screen.getByRole('button', { name: 'Purchase' }));

    expect(parcel.emitted).toEqual([
      {
        type: 'modal:open',
        payload: { modal: 'checkout', params: { products: 'premium-monthly', purchase_overlay: 'premium-offer' } },
      },
    ]);
  });

  it('marks my content stale after a change, so it shows the new progress when next opened', async () => {
    const { props: parcel } = await renderProgram(
      { 'POST /programs/prog-1/stages/s1/complete': subscription('s1') },
      { member: subscribed() },
    );
    parcel.queryClient.setQueryData(contentQueryKeys.myContent(), { programs: [] });

    await userEvent.click(await screen.findByRole('button', { name: 'Mark complete: Week 1' }));

    await waitFor(() =>
      expect(parcel.queryClient.getQueryState(contentQueryKeys.myContent())?.isInvalidated).toBe(true),
    );
  });

  it('offers a retry when the programs cannot be loaded', async () => {
    const { fetch } = await renderProgram({ 'GET /programs': apiError(500, 'internal_error') });

    expect(await screen.findByRole('alert')).toHaveTextContent("This couldn't be loaded.");
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(requestsOf(fetch)).toEqual(['GET /programs', 'GET /programs']));
  });

  it('adds nothing under a program page the programs list does not hold', async () => {
    const { fetch } = await renderProgram({ 'GET /programs': { status: 200, body: { programs: [OTHER_PROGRAM] } } });

    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
