import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeParcelProps, makeUser, renderInParcel, signedIn, type FakeParcelOptions } from '@stride/shared/testing';
import { definition } from '../definition';
import { makeSubmission, submissionPage } from '../forms/testing/formFixtures';
import { apiFake } from '../testing/apiFake';
import { SubmissionsScreen } from './SubmissionsScreen';

async function renderSubmissions(options: FakeParcelOptions = {}) {
  const props = await makeParcelProps({ definition, session: signedIn(makeUser()), ...options });
  renderInParcel(<SubmissionsScreen />, props);
  return { props, user: userEvent.setup() };
}

const checkIn = makeSubmission({ submission_id: 'sub-2', created_at: '2024-05-13T08:00:00.000Z' });
const quiz = makeSubmission({
  submission_id: 'sub-1',
  form_id: 'quiz-1',
  form_title: 'Nutrition quiz',
  form_type: 'quiz',
  score: { correct: 3, total: 4 },
  created_at: '2024-05-06T08:00:00.000Z',
});
const missed = makeSubmission({
  submission_id: 'sub-0',
  form_id: 'signup',
  form_title: 'Tell us about your goals',
  capture_status: 'missed',
  created_at: '2024-05-01T08:00:00.000Z',
});

describe('SubmissionsScreen', () => {
  it('says there are no submissions yet under its toolbar', async () => {
    const { fetch } = apiFake({ 'GET /forms_submissions': { status: 200, body: submissionPage([]) } });
    await renderSubmissions({ fetch });
    expect(screen.getByRole('heading', { level: 1, name: 'Submissions' })).toBeInTheDocument();
    expect(await screen.findByText('No submissions yet. Forms you send will show here.')).toBeInTheDocument();
  });

  it("lists the member's submissions newest first with their date, a quiz's score and missed captures", async () => {
    const { fetch } = apiFake({
      'GET /forms_submissions': { status: 200, body: submissionPage([checkIn, quiz, missed]) },
    });
    await renderSubmissions({ fetch });
    const list = await screen.findByRole('list', { name: 'Submissions' });
    const rows = list.querySelectorAll('li');
    expect([...rows].map((row) => row.textContent)).toEqual([
      'Weekly check-inSent May 13, 2024',
      'Nutrition quizSent May 6, 2024Score: 3 of 4',
      'Tell us about your goalsSent May 1, 2024Missed',
    ]);
    expect(screen.queryByText(/From /)).not.toBeInTheDocument();
  });

  it('opens a submission in #form', async () => {
    const { fetch } = apiFake({ 'GET /forms_submissions': { status: 200, body: submissionPage([quiz]) } });
    const { props, user } = await renderSubmissions({ fetch });
    await user.click(await screen.findByRole('button', { name: /Nutrition quiz/ }));
    expect(props.emitted).toEqual([
      {
        type: 'modal:open',
        payload: {
          modal: 'form',
          params: { form: 'quiz-1', submission: 'sub-1' },
        },
      },
    ]);
  });

  it('shows more submissions while there are more', async () => {
    const { fetch, calls } = apiFake({
      'GET /forms_submissions': ({ query }) => {
        const page = Number(new URLSearchParams(query).get('page'));
        return {
          status: 200,
          body: submissionPage(page === 1 ? [checkIn, quiz] : [missed], { page, total: 3, perPage: 2 }),
        };
      },
    });
    const { user } = await renderSubmissions({ fetch });
    await screen.findByRole('button', { name: /Nutrition quiz/ });
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('button', { name: /Tell us about your goals/ })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.query)).toEqual(['page=1', 'page=2']);
  });

  it("names each submission's member for an admin", async () => {
    const { fetch } = apiFake({
      'GET /forms_submissions': {
        status: 200,
        body: submissionPage([makeSubmission({ subscriber_name: 'Omar Haddad' })]),
      },
    });
    await renderSubmissions({ fetch, session: signedIn(makeUser({ isAdmin: true })) });
    expect(await screen.findByText('From Omar Haddad')).toBeInTheDocument();
  });

  it('asks a guest to log in', async () => {
    await renderSubmissions({ session: { status: 'guest', user: null } });
    expect(screen.getByText('Log in to see your submissions.')).toBeInTheDocument();
  });
});
