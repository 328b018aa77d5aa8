import { checkinValues, createFormTestApp, type FormSession, type FormTestApp } from './formTestApp';

let t: FormTestApp;
let member: FormSession;
let coach: FormSession;
let rivalMember: FormSession;
let checkinId: string;
let quizId: string;

beforeAll(async () => {
  t = await createFormTestApp();
  member = await t.signIn('member@studio.test');
  coach = await t.signIn('coach@studio.test');
  rivalMember = await t.signIn('member@rival.test', 'rival');
  checkinId = await t.formId('checkin');
  quizId = await t.formId('quiz');
});
afterAll(() => t.close());

const submit = (formId: string, body: unknown, as: FormSession | null = member) =>
  t.call('POST', `/forms/${formId}/submit`, as, { body });

describe('GET /api/forms/{id}', () => {
  it('answers the form with its intro, nested groups and every field setting', async () => {
    const res = await t.call('GET', `/forms/${checkinId}`, member);
    expect(res.statusCode).toBe(200);
    const { form } = res.json();
    expect(form).toMatchObject({
      id: checkinId,
      title: 'Weekly check-in',
      form_type: 'form',
      trigger: null,
      is_auto_generated: false,
      show_intro_screen: true,
      intro_heading: 'How was your week?',
      included_items: [],
    });
    expect(form.form_groups).toEqual([
      {
        id: 'g1',
        uid: 'about',
        title: 'About you',
        description: null,
        groups: [{ id: 'g2', uid: 'contact', title: 'Contact', description: null, groups: [] }],
      },
      { id: 'g3', uid: 'progress', title: 'Progress', description: 'Numbers and a photo', groups: [] },
    ]);
    expect(form.form_fields.map((field: { field_type: string }) => field.field_type)).toEqual([
      'acceptance',
      'short_answer',
      'short_answer',
      'short_answer',
      'short_answer',
      'long_answer',
      'multi_select',
      'image_upload',
      'number',
      'number',
      'date',
    ]);
    expect(form.form_fields[1]).toEqual({
      id: 'name',
      label: 'Name',
      field_type: 'short_answer',
      value_type: null,
      default_value: null,
      is_required: true,
      correct_answer: null,
      options: [],
      group_uid: 'about',
      min_length: 3,
      max_length: 20,
      min_value: null,
      max_value: null,
      starts_with: null,
      description: null,
    });
  });

  it('needs a signed-in member', async () => {
    const res = await t.call('GET', `/forms/${checkinId}`, null);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('not_signed_in');
  });

  it.each([
    ['an unknown id', () => '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', () => 'not-a-uuid'],
    ["another app's form", () => t.formId('checkin', 'rival')],
  ])('answers %s with 404 form_not_found', async (_case, idOf) => {
    const res = await t.call('GET', `/forms/${await idOf()}`, member);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'form_not_found', message: 'Form not found' });
  });

  it("withholds a quiz's correct answers from members, and shows them to an admin", async () => {
    const answersOf = async (as: FormSession) =>
      (await t.call('GET', `/forms/${quizId}`, as))
        .json()
        .form.form_fields.map((field: { correct_answer: string | null }) => field.correct_answer);
    expect(await answersOf(member)).toEqual([null, null, null, null]);
    expect(await answersOf(coach)).toEqual(['Squat', '10', 'Brace\nKnees out', null]);
  });
});

describe('POST /api/forms/{id}/submit', () => {
  it('stores every answer and reads it back the same', async () => {
    const pageId = await t.pageId('/check-in');
    const res = await submit(checkinId, {
      submitted_values: checkinValues(),
      page_id: pageId,
      trigger: 'page_link',
      triggering_item: { type: 'page', id: pageId },
    });
    expect(res.statusCode).toBe(201);
    const { submission } = res.json();
    expect(submission).toMatchObject({
      form_id: checkinId,
      form_title: 'Weekly check-in',
      form_type: 'form',
      subscriber_uuid: member.userId,
      subscriber_name: 'Member One',
      page_id: pageId,
      trigger: 'page_link',
      triggering_item: { type: 'page', id: pageId },
      capture_status: 'saved',
      score: null,
    });
    expect(submission.created_at).toBe(submission.updated_at);
    expect(submission.values.find((value: { form_field_id: string }) => value.form_field_id === 'email')).toEqual({
      form_field_id: 'email',
      value: 'sam@studio.test',
      image: null,
      field_type: 'short_answer',
      value_type: 'email',
      label: 'Email',
      correct_answer: null,
      is_correct: null,
    });
    expect(
      Object.fromEntries(
        submission.values.map((v: { form_field_id: string; value: unknown }) => [v.form_field_id, v.value]),
      ),
    ).toEqual({
      agree: 'true',
      name: 'Sam Lee',
      email: 'sam@studio.test',
      site: 'https://sam.test',
      handle: '@sam',
      notes: 'Slept well.',
      goals: ['Strength', 'Endurance'],
      photo: null,
      weight: '72.5',
      reps: '8',
      day: '2024-05-06',
    });

    const read = await t.call('GET', `/forms/${checkinId}/submissions/${submission.submission_id}`, member);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ submission });
  });

  it('counts fields not sent as empty: optional ones are stored blank, an unticked box as false', async () => {
    const res = await submit(checkinId, { submitted_values: checkinValues({ agree: 'true' }).slice(0, 2) });
    expect(res.statusCode).toBe(201);
    const values = Object.fromEntries(
      res.json().submission.values.map((v: { form_field_id: string; value: unknown }) => [v.form_field_id, v.value]),
    );
    expect(values).toMatchObject({ agree: 'true', name: 'Sam Lee', email: null, goals: [], weight: null, day: null });
  });

  it.each([
    ['a required box left unticked', 'agree', 'false', 'Field is required.'],
    ['a box answered with something else', 'agree', 'maybe', 'Choose from the options given.'],
    ['a required answer not sent', 'name', undefined, 'Field is required.'],
    ['a required answer left blank', 'name', '   ', 'Field is required.'],
    ['an answer under its minimum length', 'name', 'Al', 'Field must be at least 3 characters long.'],
    ['an answer over its maximum length', 'name', 'A'.repeat(21), 'Field cannot be longer than 20 characters.'],
    ['a long answer over its maximum length', 'notes', 'n'.repeat(51), 'Field cannot be longer than 50 characters.'],
    ['an email that is not one', 'email', 'sam-at-home', 'Field must be an email.'],
    ['a URL without http(s)', 'site', 'ftp://sam.test', 'Must be a URL starting with http:// or https://'],
    ['an answer without its prefix', 'handle', 'sam', 'Must start with @'],
    ['an option the field does not offer', 'goals', ['Strength', 'Cardio'], 'Choose from the options given.'],
    ['one option sent as text', 'goals', 'Strength', 'Choose from the options given.'],
    ['a number outside its range', 'weight', '12', 'Value must be between 30 and 300'],
    ['a number that is not one', 'weight', 'heavy', 'Field must be a number.'],
    ['a fraction in a whole-number field', 'reps', '8.5', 'Field must be a whole number.'],
    ['options in a number field', 'reps', ['8'], 'Choose from the options given.'],
    ['a date that does not exist', 'day', '2024-02-30', 'Field must be a date.'],
    ['a date in another format', 'day', '06/05/2024', 'Field must be a date.'],
  ])('refuses %s with the spec §5 message beside the field', async (_case, fieldId, value, message) => {
    const res = await submit(checkinId, { submitted_values: checkinValues({ [fieldId]: value }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'invalid_input', message, field: `submitted_values.${fieldId}` });
  });

  it("reports the first problem in the form's order", async () => {
    const res = await submit(checkinId, {
      submitted_values: checkinValues({ day: 'soon', email: 'nope', name: 'Al' }).reverse(),
    });
    expect(res.json().error).toMatchObject({ field: 'submitted_values.name' });
  });

  it('refuses fields the form does not have, naming them', async () => {
    const res = await submit(checkinId, {
      submitted_values: [...checkinValues(), { form_field_id: 'shoe_size', value: '42' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'invalid_input',
      message: 'These fields are not part of the form: shoe_size',
      field: 'submitted_values',
    });
  });

  it('refuses a field sent twice, and an image for a field that takes none', async () => {
    const twice = await submit(checkinId, {
      submitted_values: [...checkinValues(), { form_field_id: 'name', value: 'Again' }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.field).toBe('submitted_values.name');
    const image = await submit(checkinId, {
      submitted_values: [
        ...checkinValues({ notes: undefined }),
        { form_field_id: 'notes', value: null, image: 'data:image/png;base64,AAAA' },
      ],
    });
    expect(image.statusCode).toBe(400);
    expect(image.json().error).toEqual({
      code: 'invalid_input',
      message: 'Only an image field takes an image',
      field: 'submitted_values.notes',
    });
  });

  it('stores a missed capture without its required answers, but still checks what was sent', async () => {
    const missed = await submit(checkinId, { submitted_values: [], capture_status: 'missed' });
    expect(missed.statusCode).toBe(201);
    expect(missed.json().submission).toMatchObject({ capture_status: 'missed' });
    const unticked = await submit(checkinId, {
      submitted_values: [{ form_field_id: 'agree', value: 'false' }],
      capture_status: 'missed',
    });
    expect(unticked.statusCode).toBe(201);
    const wrong = await submit(checkinId, {
      submitted_values: [{ form_field_id: 'email', value: 'nope' }],
      capture_status: 'missed',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({
      code: 'invalid_input',
      message: 'Field must be an email.',
      field: 'submitted_values.email',
    });
  });

  it.each([
    ["another app's page", () => t.pageId('/', 'rival')],
    ['an unknown page', () => '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', () => 'home'],
  ])('refuses a page_id of %s', async (_case, pageIdOf) => {
    const res = await submit(checkinId, { submitted_values: checkinValues(), page_id: await pageIdOf() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'invalid_input',
      message: 'This page is not part of the app',
      field: 'page_id',
    });
  });

  it.each([
    ['a body that is not JSON', '{"submitted_values": ['],
    ['an empty body', ''],
    ['a list', [checkinValues()]],
    ['no submitted_values', { page_id: null }],
    ['submitted_values that is not a list', { submitted_values: { name: 'Sam' } }],
    ['a value that is a number', { submitted_values: [{ form_field_id: 'weight', value: 72 }] }],
    ['a value without its field id', { submitted_values: [{ value: 'Sam' }] }],
    ['an unknown key', { submitted_values: checkinValues(), extra: true }],
    ['an unknown capture status', { submitted_values: checkinValues(), capture_status: 'maybe' }],
    ['a triggering item without its id', { submitted_values: checkinValues(), triggering_item: { type: 'page' } }],
    ['a NUL character', { submitted_values: checkinValues({ notes: 'a\u0000b' }) }],
    ['options nested in options', { submitted_values: [{ form_field_id: 'goals', value: [['Strength']] }] }],
  ])('answers %s with a 400, never a 500', async (_case, body) => {
    const res = await t.call('POST', `/forms/${checkinId}/submit`, member, {
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toMatch(/^invalid_(input|json)$/);
  });

  it('needs a signed-in member, and a form of their app', async () => {
    const guest = await submit(checkinId, { submitted_values: checkinValues() }, null);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error.code).toBe('not_signed_in');
    const rival = await submit(checkinId, { submitted_values: [] }, rivalMember);
    expect(rival.statusCode).toBe(404);
    expect(rival.json().error.code).toBe('form_not_found');
  });
});

describe('quiz forms', () => {
  const answer = (values: Record<string, string | string[] | null>) =>
    submit(quizId, {
      submitted_values: Object.entries(values).map(([id, value]) => ({ form_field_id: id, value })),
    });
  const marksOf = (submission: {
    values: Array<{ form_field_id: string; correct_answer: unknown; is_correct: unknown }>;
  }) =>
    submission.values.map(({ form_field_id, correct_answer, is_correct }) => [
      form_field_id,
      correct_answer,
      is_correct,
    ]);

  it('scores the answers and reveals the expected ones once submitted', async () => {
    // Text without case or surrounding space, numbers by value, options in any order.
    const res = await answer({ lift: ' squat ', count: '10.0', cues: ['Knees out', 'Brace'], thoughts: 'Hard' });
    expect(res.statusCode).toBe(201);
    const { submission } = res.json();
    expect(submission.score).toEqual({ correct: 3, total: 3 });
    expect(marksOf(submission)).toEqual([
      ['lift', 'Squat', true],
      ['count', '10', true],
      ['cues', 'Brace\nKnees out', true],
      ['thoughts', null, null],
    ]);
  });

  it('counts wrong and missing answers against the score', async () => {
    const res = await answer({ lift: 'Deadlift', count: null, cues: ['Brace'], thoughts: null });
    const { submission } = res.json();
    expect(submission.score).toEqual({ correct: 0, total: 3 });
    expect(marksOf(submission).map(([, , correct]) => correct)).toEqual([false, false, false, null]);
    const partly = (await answer({ lift: 'Squat', count: '9', cues: [], thoughts: null })).json().submission;
    expect(partly.score).toEqual({ correct: 1, total: 3 });
  });

  it('gives a form without expected answers no score', async () => {
    const res = await submit(await t.formId('results'), {
      submitted_values: [{ form_field_id: 'rounds', value: '1' }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().submission).toMatchObject({ form_type: 'workout', score: null });
  });
});
