import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SlotBlock } from '@stride/shared';
import { makeParcelProps, makeUser, renderInParcel, signedIn, type FakeParcelOptions } from '@stride/shared/testing';
import { definition } from '../definition';
import { apiFake } from '../testing/apiFake';
import { FormSubmissionBlock } from './FormSubmissionBlock';
import { makeSubmission, submissionPage } from './testing/formFixtures';

const block = { id: 'block-1', type: 'form_submission', form_id: 'form-1', title: 'Your check-ins' } as SlotBlock;

async function renderBlock(shown: SlotBlock, options: FakeParcelOptions = {}) {
  const props = await makeParcelProps({ definition, session: signedIn(makeUser()), ...options });
  renderInParcel(<FormSubmissionBlock block={shown} />, props);
  return { props, user: userEvent.setup() };
}

describe('FormSubmissionBlock', () => {
  it("lists the member's submissions of the block's form under its title, a page at a time", async () => {
    const { fetch, calls } = apiFake({
      'GET /forms_submissions_dynamic/block-1': ({ query }) => {
        const page = Number(new URLSearchParams(query).get('page'));
        const sent = makeSubmission({
          submission_id: `sub-${page}`,
          created_at: page === 1 ? '2024-05-13T08:00:00.000Z' : '2024-05-06T08:00:00.000Z',
        });
        return { status: 200, body: submissionPage([sent], { page, total: 2, perPage: 1 }) };
      },
    });
    const { user } = await renderBlock(block, { fetch });
    expect(screen.getByRole('region', { name: 'Your check-ins' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Weekly check-in.*Sent May 13, 2024/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('button', { name: /Sent May 6, 2024/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.query)).toEqual(['page=1', 'page=2']);
  });

  it('opens a submission, or the form to fill it in again, in #form', async () => {
    const { fetch } = apiFake({
      'GET /forms_submissions_dynamic/block-1': { status: 200, body: submissionPage([makeSubmission()]) },
    });
    const { user, props } = await renderBlock(block, { fetch });
    await user.click(await screen.findByRole('button', { name: /Weekly check-in/ }));
    await user.click(screen.getByRole('button', { name: 'Fill in' }));
    expect(props.emitted).toEqual([
      { type: 'modal:open', payload: { modal: 'form', params: { form: 'form-1', submission: 'sub-1' } } },
      { type: 'modal:open', payload: { modal: 'form', params: { form: 'form-1' } } },
    ]);
  });

  it('says when the member has not filled the form in yet, under the default title', async () => {
    const { fetch } = apiFake({
      'GET /forms_submissions_dynamic/b2': { status: 200, body: submissionPage([]) },
    });
    await renderBlock({ id: 'b2', type: 'form_submission', form_id: 'form-1' } as SlotBlock, { fetch });
    expect(screen.getByRole('heading', { name: 'Submissions' })).toBeInTheDocument();
    expect(await screen.findByText("You haven't filled in this form yet.")).toBeInTheDocument();
  });

  it('offers a retry when the submissions cannot be loaded', async () => {
    const { fetch } = apiFake({});
    await renderBlock(block, { fetch });
    expect(await screen.findByRole('alert')).toHaveTextContent("Submissions couldn't be loaded.");
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('asks a guest to log in', async () => {
    const { props, user } = await renderBlock(block, { session: { status: 'guest', user: null } });
    expect(screen.getByText('Log in to see your submissions.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(props.emitted).toEqual([{ type: 'modal:open', payload: { modal: 'auth' } }]);
  });
});
