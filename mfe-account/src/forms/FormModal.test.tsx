import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, signedIn } from '@stride/shared/testing';
import { FormModal } from './FormModal';
import {
  activitiesOf,
  apiError,
  makeField,
  makeForm,
  makeSubmission,
  makeValue,
  submissionPage,
} from './testing/formFixtures';
import { renderFormModal, type RenderFormModalOptions } from './testing/renderFormModal';

/** A check-in of three steps, the second with a nested section, behind an intro screen. */
const checkIn = makeForm({
  show_intro_screen: true,
  intro_heading: 'Your weekly check-in',
  intro_description: 'Two minutes, three steps.',
  form_groups: [
    { id: 'g1', uid: 'about', title: 'About you', description: 'The basics', groups: [] },
    {
      id: 'g2',
      uid: 'training',
      title: 'Training',
      description: null,
      groups: [{ id: 'g2a', uid: 'recovery', title: 'Recovery', description: 'Sleep and rest', groups: [] }],
    },
    { id: 'g3', uid: 'wrap', title: 'Wrap-up', description: null, groups: [] },
  ],
  form_fields: [
    makeField({ id: 'name', label: 'Your name', group_uid: 'about', is_required: true }),
    makeField({ id: 'email', label: 'Email', group_uid: 'about', value_type: 'email', is_required: true }),
    makeField({ id: 'sessions', label: 'Sessions this week', field_type: 'number', group_uid: 'training' }),
    makeField({ id: 'sleep', label: 'Hours of sleep', field_type: 'number', group_uid: 'recovery' }),
    makeField({ id: 'notes', label: 'Anything else?', field_type: 'long_answer', group_uid: 'wrap' }),
  ],
});

async function openForm(options: RenderFormModalOptions) {
  return { ...(await renderFormModal(options)), user: userEvent.setup() };
}

const submitOk = (submission = makeSubmission()) => ({
  'POST /forms/form-1/submit': { status: 201, body: { submission } },
});

function bodyOf(calls: { method: string; path: string; body: unknown }[], method: string, path: string) {
  return calls.find((call) => call.method === method && call.path === path)?.body as Record<string, unknown>;
}

describe('FormModal', () => {
  it('asks a guest to log in', async () => {
    const { user, props } = await openForm({
      search: '?form=form-1',
      session: { status: 'guest', user: null },
    });
    expect(screen.getByText('Log in to fill in this form.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(props.emitted).toEqual([{ type: 'modal:open', payload: { modal: 'auth' } }]);
  });

  it('says so when the form does not exist', async () => {
    await openForm({
      search: '?form=gone',
      routes: { 'GET /forms/gone': apiError(404, 'form_not_found', 'Form not found') },
    });
    expect(await screen.findByText('This form is not available.')).toBeInTheDocument();
  });

  it('opens on the intro screen, then goes through the steps with their progress and sections', async () => {
    const { user } = await openForm({ form: checkIn });
    expect(await screen.findByRole('dialog', { name: 'Weekly check-in' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your weekly check-in' })).toBeInTheDocument();
    expect(screen.getByText('Two minutes, three steps.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start' }));

    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Form progress' })).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByRole('heading', { level: 3, name: 'About you' })).toBeInTheDocument();
    expect(screen.getByText('The basics')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Your name'), 'Mia');
    await user.type(screen.getByLabelText('Email'), 'mia@demo.test');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByRole('heading', { level: 2, name: 'Weekly check-in' })).toHaveFocus();
    const recovery = screen.getByRole('group', { name: 'Recovery' });
    expect(within(recovery).getByText('Sleep and rest')).toBeInTheDocument();
    expect(within(recovery).getByLabelText('Hours of sleep')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Your name')).toHaveValue('Mia');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('checks a step on Next and moves focus to the first field in error', async () => {
    const { user } = await openForm({ form: { ...checkIn, show_intro_screen: false } });
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Field is required.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Field must be an email.');

    await user.type(screen.getByLabelText('Your name'), 'Mia');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('submits every field with numbers as strings, the page, the trigger and the item, then thanks', async () => {
    const form = makeForm({
      form_fields: [
        makeField({ id: 'rounds', label: 'Rounds Achieved', field_type: 'number', is_required: true }),
        makeField({ id: 'load', label: 'Top load (kg)', field_type: 'number' }),
        makeField({ id: 'felt', label: 'How did it feel?' }),
      ],
    });
    const { user, calls } = await openForm({
      form,
      search: '?form=form-1&form_page=page-7&form_trigger=workout_finished&form_item=workout_session:ws-1',
      routes: submitOk(),
    });
    // Spec §5: a required 'Rounds Achieved' starts at the global workout default of 1 round.
    expect(await screen.findByLabelText('Rounds Achieved')).toHaveValue('1');
    await user.type(screen.getByLabelText('Top load (kg)'), '82.5');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(bodyOf(calls, 'POST', '/forms/form-1/submit')).toEqual({
      triggering_item: { type: 'workout_session', id: 'ws-1' },
      trigger: 'workout_finished',
      page_id: 'page-7',
      capture_status: 'saved',
      submitted_values: [
        { form_field_id: 'rounds', value: '1', image: null },
        { form_field_id: 'load', value: '82.5', image: null },
        { form_field_id: 'felt', value: null, image: null },
      ],
    });
  });

  it('starts each form from its own defaults', async () => {
    const first = makeForm({ form_fields: [makeField({ id: 'goal', label: 'Goal', default_value: 'Get strong' })] });
    const second = makeForm({
      id: 'form-2',
      title: 'Nutrition',
      form_fields: [makeField({ id: 'goal', label: 'Goal', default_value: 'Eat better' })],
    });
    const { user, props, rerender } = await openForm({
      form: first,
      routes: { 'GET /forms/form-2': { status: 200, body: { form: second } } },
    });
    const goal = await screen.findByLabelText('Goal');
    await user.clear(goal);
    await user.type(goal, 'Run a marathon');

    rerender(<FormModal close={jest.fn()} />, { ...props, location: { ...props.location, search: '?form=form-2' } });
    await screen.findByRole('dialog', { name: 'Nutrition' });
    expect(screen.getByLabelText('Goal')).toHaveValue('Eat better');

    rerender(<FormModal close={jest.fn()} />, { ...props, location: { ...props.location, search: '?form=form-1' } });
    await screen.findByRole('dialog', { name: 'Weekly check-in' });
    expect(screen.getByLabelText('Goal')).toHaveValue('Get strong');
  });

  it('reports the form viewed, each step done and the submission', async () => {
    const { user, calls } = await openForm({
      form: checkIn,
      routes: submitOk(makeSubmission({ submission_id: 'sub-9' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await user.type(screen.getByLabelText('Your name'), 'Mia');
    await user.type(screen.getByLabelText('Email'), 'mia@demo.test');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { name: 'Thank you!' });
    await waitFor(() =>
      expect(activitiesOf(calls)).toEqual(['form_viewed', 'form_progressed:1', 'form_progressed:2', 'form_submitted']),
    );
    expect(bodyOf(calls, 'PUT', '/activity')).toMatchObject({ data: { form_id: 'form-1' } });
    const submitted = calls.filter((call) => call.path === '/activity').at(-1)?.body;
    expect(submitted).toMatchObject({ data: { form_id: 'form-1', submission_id: 'sub-9' } });
  });

  it('reports form_aborted with the step when the member closes it unsent', async () => {
    const { user, calls, close } = await openForm({ form: checkIn });
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(activitiesOf(calls)).toEqual(['form_viewed', 'form_aborted:1']));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('records a missed capture, then form_aborted, when the sign-up form is closed unsent', async () => {
    const form = makeForm({
      trigger: 'auth_signed_up',
      form_fields: [
        makeField({ id: 'goal', label: 'Your main goal', is_required: true }),
        makeField({ id: 'days', label: 'Days a week', field_type: 'number' }),
      ],
    });
    const { user, calls, close } = await openForm({
      form,
      search: '?form=form-1&form_trigger=auth_signed_up',
      routes: submitOk(makeSubmission({ capture_status: 'missed' })),
    });
    await user.type(await screen.findByLabelText('Days a week'), '3');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(activitiesOf(calls)).toEqual(['form_viewed', 'form_aborted:1']));
    expect(bodyOf(calls, 'POST', '/forms/form-1/submit')).toEqual({
      triggering_item: null,
      trigger: 'auth_signed_up',
      page_id: null,
      capture_status: 'missed',
      submitted_values: [
        { form_field_id: 'goal', value: null, image: null },
        { form_field_id: 'days', value: '3', image: null },
      ],
    });
    const order = calls.map((call) => `${call.method} ${call.path}`);
    expect(order.indexOf('POST /forms/form-1/submit')).toBeLessThan(order.lastIndexOf('PUT /activity'));
  });

  it('records nothing missed once the sign-up form is sent', async () => {
    const form = makeForm({ trigger: 'auth_signed_up' });
    const { user, calls } = await openForm({
      form,
      search: '?form=form-1&form_trigger=auth_signed_up',
      routes: submitOk(),
    });
    await user.type(await screen.findByLabelText('Your name'), 'Mia');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(activitiesOf(calls)).toEqual(['form_viewed', 'form_submitted']));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it("shows the API's message under its field, back on that field's step", async () => {
    const { user } = await openForm({
      form: { ...checkIn, show_intro_screen: false },
      routes: {
        'POST /forms/form-1/submit': apiError(
          400,
          'invalid_input',
          'Field must be an email.',
          'submitted_values.email',
        ),
      },
    });
    await user.type(await screen.findByLabelText('Your name'), 'Mia');
    await user.type(screen.getByLabelText('Email'), 'mia@demo.test');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('Field must be an email.');
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('shows any other failure in an alert and lets the member send again', async () => {
    let attempts = 0;
    const { user } = await openForm({
      form: makeForm(),
      routes: {
        'POST /forms/form-1/submit': () => {
          attempts += 1;
          return attempts === 1
            ? apiError(500, 'internal_error', 'Something broke')
            : { status: 201, body: { submission: makeSubmission() } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Your answers couldn't be sent. Please try again.");
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
  });

  it("shows a quiz's score and each answer marked, with the right answer to a wrong one", async () => {
    const quiz = makeForm({
      form_type: 'quiz',
      title: 'Nutrition quiz',
      form_fields: [
        makeField({ id: 'q1', label: 'Grams of protein in an egg', field_type: 'number' }),
        makeField({ id: 'q2', label: 'Best source of fibre' }),
      ],
    });
    const result = makeSubmission({
      form_type: 'quiz',
      form_title: 'Nutrition quiz',
      score: { correct: 1, total: 2 },
      values: [
        makeValue({
          form_field_id: 'q1',
          label: 'Grams of protein in an egg',
          field_type: 'number',
          value: '6',
          correct_answer: '6',
          is_correct: true,
        }),
        makeValue({
          form_field_id: 'q2',
          label: 'Best source of fibre',
          value: 'Chicken',
          correct_answer: 'Lentils',
          is_correct: false,
        }),
      ],
    });
    const { user } = await openForm({ form: quiz, routes: submitOk(result) });
    await user.type(await screen.findByLabelText('Grams of protein in an egg'), '6');
    await user.type(screen.getByLabelText('Best source of fibre'), 'Chicken');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Score: 1 of 2')).toBeInTheDocument();
    const answers = screen.getAllByRole('definition');
    expect(answers[0]).toHaveTextContent('6✓ Correct');
    expect(answers[1]).toHaveTextContent('Chicken✗ WrongCorrect answer: Lentils');
  });

  it('opens the latest submission of a linked form the member already sent', async () => {
    const sent = makeSubmission({
      submission_id: 'sub-7',
      values: [
        makeValue({ form_field_id: 'f-name', label: 'Your name', value: 'Mia' }),
        makeValue({
          form_field_id: 'f-photo',
          label: 'Progress photo',
          field_type: 'image_upload',
          image: 'https://cdn.test/p.jpg',
        }),
        makeValue({ form_field_id: 'f-ok', label: 'Share with my coach', field_type: 'acceptance', value: 'true' }),
        makeValue({ form_field_id: 'f-days', label: 'Days', field_type: 'multi_select', value: ['Mon', 'Fri'] }),
        makeValue({ form_field_id: 'f-start', label: 'Start', field_type: 'date', value: '2024-05-01' }),
      ],
    });
    const { calls } = await openForm({
      form: makeForm(),
      search: '?form=form-1&form_trigger=linked',
      routes: { 'GET /forms/form-1/submissions': { status: 200, body: submissionPage([sent]) } },
    });
    expect(await screen.findByText('Sent May 6, 2024')).toBeInTheDocument();
    expect(screen.getByText('Mia')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Progress photo' })).toHaveAttribute('src', 'https://cdn.test/p.jpg');
    expect(screen.getByText('Yes')).toBeInTheDocument();
    expect(screen.getByText('Mon, Fri')).toBeInTheDocument();
    expect(screen.getByText('May 1, 2024')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === '/forms/form-1/submissions')?.query).toBe('page=1');
  });

  it('opens a blank linked form the member has not sent yet', async () => {
    await openForm({
      form: makeForm(),
      search: '?form=form-1&form_trigger=linked',
      routes: { 'GET /forms/form-1/submissions': { status: 200, body: submissionPage([]) } },
    });
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveValue('');
  });

  it("opens a blank linked form when its only submissions are a missed capture and (for an admin) another member's", async () => {
    const missed = makeSubmission({ submission_id: 'sub-missed', capture_status: 'missed' });
    const someoneElse = makeSubmission({ submission_id: 'sub-other', subscriber_uuid: 'another-member' });
    await openForm({
      form: makeForm(),
      search: '?form=form-1&form_trigger=linked',
      routes: { 'GET /forms/form-1/submissions': { status: 200, body: submissionPage([missed, someoneElse]) } },
    });
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('fills the form in afresh from a submission', async () => {
    const { user, calls } = await openForm({
      form: makeForm(),
      search: '?form=form-1&submission=sub-1',
      routes: { 'GET /forms/form-1/submissions/sub-1': { status: 200, body: { submission: makeSubmission() } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Fill in again' }));
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    expect(screen.getByRole('heading', { level: 2, name: 'Weekly check-in' })).toHaveFocus();
    await waitFor(() => expect(activitiesOf(calls)).toEqual(['form_viewed']));
  });

  it('edits a value of a submission (PUT) and shows it updated', async () => {
    const form = makeForm({
      form_fields: [
        makeField({ id: 'f-name', label: 'Your name' }),
        makeField({ id: 'f-weight', label: 'Weight', field_type: 'number' }),
      ],
    });
    const sent = makeSubmission({
      values: [
        makeValue({ form_field_id: 'f-name', label: 'Your name', value: 'Mia' }),
        makeValue({ form_field_id: 'f-weight', label: 'Weight', field_type: 'number', value: '70' }),
      ],
    });
    let stored = sent;
    const { user, calls } = await openForm({
      form,
      search: '?form=form-1&submission=sub-1',
      routes: {
        'GET /forms/form-1/submissions/sub-1': () => ({ status: 200, body: { submission: stored } }),
        'PUT /forms/form-1/submissions/sub-1/values': () => {
          stored = { ...sent, values: [sent.values[0]!, { ...sent.values[1]!, value: '68.5' }] };
          return { status: 200, body: { submission: stored } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const weight = screen.getByLabelText('Weight');
    expect(weight).toHaveValue('70');
    expect(screen.getByLabelText('Your name')).toHaveValue('Mia');
    await user.clear(weight);
    await user.type(weight, '68.5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('68.5')).toBeInTheDocument();
    expect(bodyOf(calls, 'PUT', '/forms/form-1/submissions/sub-1/values')).toEqual({
      submission_values: [
        { form_field_id: 'f-name', value: 'Mia', image: null },
        { form_field_id: 'f-weight', value: '68.5', image: null },
      ],
    });
  });

  it('keeps an image when editing other answers, sending its URL back', async () => {
    const form = makeForm({
      form_fields: [
        makeField({ id: 'f-photo', label: 'Progress photo', field_type: 'image_upload', is_required: true }),
      ],
    });
    const sent = makeSubmission({
      values: [
        makeValue({
          form_field_id: 'f-photo',
          label: 'Progress photo',
          field_type: 'image_upload',
          image: 'https://cdn.test/p.jpg',
        }),
      ],
    });
    const { user, calls } = await openForm({
      form,
      search: '?form=form-1&submission=sub-1',
      routes: {
        'GET /forms/form-1/submissions/sub-1': { status: 200, body: { submission: sent } },
        'PUT /forms/form-1/submissions/sub-1/values': { status: 200, body: { submission: sent } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('img', { name: 'Image for Progress photo' })).toHaveAttribute(
      'src',
      'https://cdn.test/p.jpg',
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('button', { name: 'Edit' });
    expect(bodyOf(calls, 'PUT', '/forms/form-1/submissions/sub-1/values')).toEqual({
      submission_values: [{ form_field_id: 'f-photo', value: 'https://cdn.test/p.jpg', image: null }],
    });
  });

  it('deletes a submission after the member confirms, then offers to fill the form in again', async () => {
    const { user, calls } = await openForm({
      form: makeForm(),
      search: '?form=form-1&submission=sub-1',
      routes: {
        'GET /forms/form-1/submissions/sub-1': { status: 200, body: { submission: makeSubmission() } },
        'DELETE /forms/form-1/submissions/sub-1': { status: 204, body: null },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Delete this submission? This cannot be undone.')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Your submission was deleted.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Fill in again' }));
    expect(screen.getByLabelText('Your name')).toHaveValue('');
  });

  it("says so when a submission is not the member's or is gone", async () => {
    await openForm({
      form: makeForm(),
      search: '?form=form-1&submission=someone-elses',
      routes: { 'GET /forms/form-1/submissions/someone-elses': apiError(404, 'not_found', 'Not found') },
    });
    expect(await screen.findByText('This submission is not available.')).toBeInTheDocument();
  });

  it("shows an admin whose submission it is, and a missed capture's status", async () => {
    await openForm({
      form: makeForm(),
      session: signedIn(makeUser({ isAdmin: true })),
      search: '?form=form-1&submission=sub-1',
      routes: {
        'GET /forms/form-1/submissions/sub-1': {
          status: 200,
          body: { submission: makeSubmission({ subscriber_name: 'Omar Haddad', capture_status: 'missed' }) },
        },
      },
    });
    expect(await screen.findByText('From Omar Haddad')).toBeInTheDocument();
    expect(screen.getByText('Missed')).toBeInTheDocument();
  });
});
