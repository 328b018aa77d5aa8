import { formSubmissions } from '../db/schema';
import { checkinValues, createFormTestApp, type FormSession, type FormTestApp } from './formTestApp';

let t: FormTestApp;
let member: FormSession;
let other: FormSession;
let coach: FormSession;
let rivalMember: FormSession;
let checkinId: string;
let quizId: string;
let rivalCheckinId: string;

beforeAll(async () => {
  t = await createFormTestApp();
  member = await t.signIn('member@studio.test');
  other = await t.signIn('other@studio.test');
  coach = await t.signIn('coach@studio.test');
  rivalMember = await t.signIn('member@rival.test', 'rival');
  checkinId = await t.formId('checkin');
  quizId = await t.formId('quiz');
  rivalCheckinId = await t.formId('checkin', 'rival');
});
afterAll(() => t.close());

interface Submission {
  submission_id: string;
  subscriber_uuid: string;
  subscriber_name: string;
  form_id: string;
  created_at: string;
  updated_at: string;
  score: { correct: number; total: number } | null;
  values: Array<{ form_field_id: string; value: unknown; is_correct: boolean | null }>;
}

async function submitCheckin(as: FormSession, changes: Parameters<typeof checkinValues>[0] = {}): Promise<Submission> {
  const res = await t.call('POST', `/forms/${checkinId}/submit`, as, {
    body: { submitted_values: checkinValues(changes) },
  });
  expect(res.statusCode).toBe(201);
  return res.json().submission;
}

async function submitQuiz(as: FormSession, lift: string): Promise<Submission> {
  const res = await t.call('POST', `/forms/${quizId}/submit`, as, {
    body: { submitted_values: [{ form_field_id: 'lift', value: lift }] },
  });
  expect(res.statusCode).toBe(201);
  return res.json().submission;
}

const valueOf = (submission: Submission, id: string) =>
  submission.values.find((value) => value.form_field_id === id)?.value;

/** `count` submissions of `formId` by `as`, a minute apart from `start`, straight into the table. */
async function seed(as: FormSession, formId: string, count: number, start: Date) {
  await t.db.insert(formSubmissions).values(
    Array.from({ length: count }, (_, i) => ({
      appId: t.appId('studio'),
      formId,
      userId: as.userId,
      values: [{ form_field_id: 'name', value: `Entry ${i}`, image: null }],
      createdAt: new Date(start.getTime() + i * 60_000),
    })),
  );
}

describe('GET /api/forms/{id}/submissions and /api/forms_submissions', () => {
  it("pages the member's own submissions, newest first, 20 a page", async () => {
    const pager = await t.newMember('pager@studio.test', 'Pager Person');
    await submitCheckin(other);
    await seed(pager, checkinId, 23, new Date('2024-01-01T00:00:00Z'));
    await seed(pager, quizId, 2, new Date('2024-02-01T00:00:00Z'));

    const first = await t.call('GET', `/forms/${checkinId}/submissions`, pager);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1).toMatchObject({ total_count: 23, page: 1, per_page: 20 });
    expect(page1.submissions).toHaveLength(20);
    expect(page1.submissions.map((s: Submission) => valueOf(s, 'name'))).toEqual(
      Array.from({ length: 20 }, (_, i) => `Entry ${22 - i}`),
    );
    expect(page1.submissions.every((s: Submission) => s.subscriber_uuid === pager.userId)).toBe(true);

    const page2 = (await t.call('GET', `/forms/${checkinId}/submissions`, pager, { query: { page: '2' } })).json();
    expect(page2).toMatchObject({ total_count: 23, page: 2 });
    expect(page2.submissions.map((s: Submission) => valueOf(s, 'name'))).toEqual(['Entry 2', 'Entry 1', 'Entry 0']);
    const page3 = (await t.call('GET', `/forms/${checkinId}/submissions`, pager, { query: { page: '3' } })).json();
    expect(page3).toMatchObject({ submissions: [], total_count: 23, page: 3 });

    const all = (await t.call('GET', '/forms_submissions', pager)).json();
    expect(all.total_count).toBe(25);
    expect(all.submissions[0]).toMatchObject({ form_id: quizId, form_title: 'Squat quiz' });
    expect(all.submissions[2]).toMatchObject({ form_id: checkinId, form_title: 'Weekly check-in' });
  });

  it("gives an admin every member's submissions of the app, and never another app's", async () => {
    await submitCheckin(member);
    const rival = await t.call('POST', `/forms/${rivalCheckinId}/submit`, rivalMember, {
      body: { submitted_values: [{ form_field_id: 'name', value: 'Rival' }] },
    });
    expect(rival.statusCode).toBe(201);

    const forForm = (await t.call('GET', `/forms/${checkinId}/submissions`, coach)).json();
    const everything = (await t.call('GET', '/forms_submissions', coach, { query: { page: '1' } })).json();
    for (const list of [forForm, everything]) {
      const names = new Set(list.submissions.map((s: Submission) => s.subscriber_name));
      expect(names.has('Member One')).toBe(true);
      expect(names.has('Rival Member')).toBe(false);
    }
    const mine = (await t.call('GET', '/forms_submissions', member)).json();
    expect(mine.submissions.every((s: Submission) => s.subscriber_uuid === member.userId)).toBe(true);
    expect(everything.total_count).toBeGreaterThan(mine.total_count);
  });

  it.each(['0', '-1', 'two', '1.5'])('answers page=%s with a 400', async (page) => {
    const res = await t.call('GET', '/forms_submissions', member, { query: { page } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_input', field: 'page' });
  });

  it('answers 404 form_not_found for a form of another app', async () => {
    const res = await t.call('GET', `/forms/${rivalCheckinId}/submissions`, member);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('form_not_found');
  });
});

describe('GET /api/forms/{id}/submissions/{submissionId}', () => {
  it("reads the member's own, and lets an admin read any member's", async () => {
    const mine = await submitCheckin(member);
    const own = await t.call('GET', `/forms/${checkinId}/submissions/${mine.submission_id}`, member);
    expect(own.statusCode).toBe(200);
    expect(own.json().submission).toEqual(mine);
    const asAdmin = await t.call('GET', `/forms/${checkinId}/submissions/${mine.submission_id}`, coach);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().submission).toMatchObject({ subscriber_uuid: member.userId, subscriber_name: 'Member One' });
  });

  it.each([
    ["another member's submission", () => ({ as: other, form: checkinId })],
    ['the submission under another form', () => ({ as: member, form: quizId })],
    ["another app's member with their own form's id", () => ({ as: rivalMember, form: rivalCheckinId })],
  ])('answers %s with 404 submission_not_found', async (_case, requestOf) => {
    const mine = await submitCheckin(member);
    const { as, form } = requestOf();
    const res = await t.call('GET', `/forms/${form}/submissions/${mine.submission_id}`, as);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'submission_not_found', message: 'Submission not found' });
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-an-id'])('answers the id %s with 404', async (id) => {
    const res = await t.call('GET', `/forms/${checkinId}/submissions/${id}`, member);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('submission_not_found');
  });
});

describe('PUT /api/forms/{id}/submissions/{submissionId}/values', () => {
  const edit = (as: FormSession, submission: Submission, body: unknown, formId = checkinId) =>
    t.call('PUT', `/forms/${formId}/submissions/${submission.submission_id}/values`, as, { body });

  it('changes only the fields sent, keeps the rest and bumps updated_at', async () => {
    const before = await submitCheckin(member);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const res = await edit(member, before, {
      submission_values: [
        { form_field_id: 'weight', value: '71' },
        { form_field_id: 'goals', value: ['Mobility'] },
      ],
    });
    expect(res.statusCode).toBe(200);
    const after: Submission = res.json().submission;
    expect(valueOf(after, 'weight')).toBe('71');
    expect(valueOf(after, 'goals')).toEqual(['Mobility']);
    expect(valueOf(after, 'name')).toBe('Sam Lee');
    expect(valueOf(after, 'email')).toBe('sam@studio.test');
    expect(after.created_at).toBe(before.created_at);
    expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));
    const read = await t.call('GET', `/forms/${checkinId}/submissions/${before.submission_id}`, member);
    expect(read.json().submission).toEqual(after);
  });

  it.each([
    [
      'an invalid email',
      [{ form_field_id: 'email', value: 'nope' }],
      'Field must be an email.',
      'submission_values.email',
    ],
    [
      'a required answer emptied',
      [{ form_field_id: 'name', value: '' }],
      'Field is required.',
      'submission_values.name',
    ],
    [
      'a number out of range',
      [{ form_field_id: 'weight', value: '500' }],
      'Value must be between 30 and 300',
      'submission_values.weight',
    ],
    [
      'an unknown field',
      [{ form_field_id: 'height', value: '180' }],
      'These fields are not part of the form: height',
      'submission_values',
    ],
  ])('checks %s with the rules of a submission, and changes nothing', async (_case, values, message, field) => {
    const before = await submitCheckin(member);
    const res = await edit(member, before, { submission_values: values });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'invalid_input', message, field });
    const read = await t.call('GET', `/forms/${checkinId}/submissions/${before.submission_id}`, member);
    expect(read.json().submission).toEqual(before);
  });

  it('scores an edited quiz again', async () => {
    const wrong = await submitQuiz(member, 'Bench');
    expect(wrong.score).toEqual({ correct: 0, total: 3 });
    const res = await edit(member, wrong, { submission_values: [{ form_field_id: 'lift', value: 'Squat' }] }, quizId);
    expect(res.json().submission.score).toEqual({ correct: 1, total: 3 });
    expect(res.json().submission.values[0]).toMatchObject({ value: 'Squat', is_correct: true });
  });

  it.each([
    ['another member', () => ({ as: other, form: checkinId, code: 'submission_not_found' })],
    ['an admin', () => ({ as: coach, form: checkinId, code: 'submission_not_found' })],
    [
      "another app's member, with their own form's id",
      () => ({ as: rivalMember, form: rivalCheckinId, code: 'submission_not_found' }),
    ],
    ["another app's member, with the form's id", () => ({ as: rivalMember, form: checkinId, code: 'form_not_found' })],
  ])("answers %s editing the member's submission with a 404, and changes nothing", async (_case, requestOf) => {
    const mine = await submitCheckin(member);
    const { as, form, code } = requestOf();
    const res = await edit(as, mine, { submission_values: [{ form_field_id: 'name', value: 'Intruder' }] }, form);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe(code);
    const read = await t.call('GET', `/forms/${checkinId}/submissions/${mine.submission_id}`, member);
    expect(valueOf(read.json().submission, 'name')).toBe('Sam Lee');
  });

  it.each([
    ['no values', { submission_values: [] }],
    ['no body key', { values: [{ form_field_id: 'name', value: 'Sam' }] }],
    ['a value of the wrong kind', { submission_values: [{ form_field_id: 'name', value: { first: 'Sam' } }] }],
    ['a list', [{ form_field_id: 'name', value: 'Sam' }]],
  ])('answers a body with %s with a 400, never a 500', async (_case, body) => {
    const mine = await submitCheckin(member);
    const res = await edit(member, mine, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_input');
  });
});

describe('DELETE /api/forms/{id}/submissions/{submissionId}', () => {
  it("deletes the member's own submission", async () => {
    const mine = await submitCheckin(member);
    const res = await t.call('DELETE', `/forms/${checkinId}/submissions/${mine.submission_id}`, member);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const read = await t.call('GET', `/forms/${checkinId}/submissions/${mine.submission_id}`, member);
    expect(read.statusCode).toBe(404);
    const again = await t.call('DELETE', `/forms/${checkinId}/submissions/${mine.submission_id}`, member);
    expect(again.statusCode).toBe(404);
  });

  it.each([
    ['another member', () => ({ as: other, form: checkinId })],
    ['an admin', () => ({ as: coach, form: checkinId })],
    ["another app's member", () => ({ as: rivalMember, form: rivalCheckinId })],
    ['the member, under another form', () => ({ as: member, form: quizId })],
  ])('answers %s with a 404, and the submission stays', async (_case, requestOf) => {
    const mine = await submitCheckin(member);
    const { as, form } = requestOf();
    const res = await t.call('DELETE', `/forms/${form}/submissions/${mine.submission_id}`, as);
    expect(res.statusCode).toBe(404);
    const read = await t.call('GET', `/forms/${checkinId}/submissions/${mine.submission_id}`, member);
    expect(read.statusCode).toBe(200);
  });
});

describe('GET /api/forms_submissions_dynamic/{blockId}', () => {
  it("lists the member's submissions of the form the block names", async () => {
    const reader = await t.newMember('blocks@studio.test');
    const first = await submitCheckin(reader);
    const second = await submitCheckin(reader, { name: 'Second' });
    await submitQuiz(reader, 'Squat');
    await submitCheckin(other);
    const res = await t.call('GET', '/forms_submissions_dynamic/checkins', reader);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toMatchObject({ total_count: 2, page: 1, per_page: 20 });
    expect(new Set(list.submissions.map((s: Submission) => s.submission_id))).toEqual(
      new Set([first.submission_id, second.submission_id]),
    );
  });

  it.each([
    ['an unknown block', 'nowhere'],
    ['a block only another app has', 'rival-only'],
    ['a block of another type', 'welcome'],
    ['a control character', 'check%01ins'],
  ])('answers %s with 404 block_not_found', async (_case, blockId) => {
    const res = await t.call('GET', `/forms_submissions_dynamic/${blockId}`, member);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('block_not_found');
  });

  it('answers 403 access_denied on a page the member may not open, and lists for those who may', async () => {
    const denied = await t.call('GET', '/forms_submissions_dynamic/gold-checkins', member);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({
      error: { code: 'access_denied' },
      access: { granted: false, reason: 'PURCHASE_REQUIRED' },
    });
    const gold = await t.signIn('gold@studio.test');
    await submitCheckin(gold);
    const goldList = await t.call('GET', '/forms_submissions_dynamic/gold-checkins', gold);
    expect(goldList.statusCode).toBe(200);
    expect(goldList.json().total_count).toBe(1);
    const admin = await t.call('GET', '/forms_submissions_dynamic/gold-checkins', coach);
    expect(admin.statusCode).toBe(200);
    expect(admin.json().total_count).toBeGreaterThan(1);
  });
});

describe('counts', () => {
  it("counts the member's own submissions of a form, and of every form or a form type", async () => {
    const counter = await t.newMember('counter@studio.test');
    const number = async (query: Record<string, string> = {}) =>
      (await t.call('GET', '/forms_submissions_number', counter, { query })).json().count;
    const ofCheckin = async () => (await t.call('GET', `/forms/${checkinId}/submissions_count`, counter)).json().count;
    expect(await ofCheckin()).toBe(0);
    expect(await number()).toBe(0);

    await submitCheckin(counter);
    await submitCheckin(counter);
    await submitQuiz(counter, 'Squat');
    const results = await t.call('POST', `/forms/${await t.formId('results')}/submit`, counter, {
      body: { submitted_values: [{ form_field_id: 'rounds', value: '3' }] },
    });
    expect(results.statusCode).toBe(201);
    await submitCheckin(other);

    expect(await ofCheckin()).toBe(2);
    expect(await number()).toBe(4);
    expect(await number({ form_type: 'form' })).toBe(2);
    expect(await number({ form_type: 'quiz' })).toBe(1);
    expect(await number({ form_type: 'workout' })).toBe(1);
  });

  it('refuses an unknown form type, and answers 404 for a form of another app', async () => {
    const type = await t.call('GET', '/forms_submissions_number', member, { query: { form_type: 'survey' } });
    expect(type.statusCode).toBe(400);
    expect(type.json().error.field).toBe('form_type');
    const rival = await t.call('GET', `/forms/${rivalCheckinId}/submissions_count`, member);
    expect(rival.statusCode).toBe(404);
    expect(rival.json().error.code).toBe('form_not_found');
  });
});

describe('GET /api/my-content', () => {
  it('offers Submissions once the member has one', async () => {
    const newcomer = await t.newMember('newcomer@studio.test');
    const flag = async () => (await t.call('GET', '/my-content', newcomer)).json().has_form_submissions;
    expect(await flag()).toBe(false);
    await submitCheckin(newcomer);
    expect(await flag()).toBe(true);
  });
});

describe('signing in', () => {
  it.each([
    ['GET', '/forms/{form}/submissions'],
    ['GET', '/forms_submissions'],
    ['GET', '/forms_submissions_dynamic/checkins'],
    ['GET', '/forms/{form}/submissions/{submission}'],
    ['PUT', '/forms/{form}/submissions/{submission}/values'],
    ['DELETE', '/forms/{form}/submissions/{submission}'],
    ['GET', '/forms/{form}/submissions_count'],
    ['GET', '/forms_submissions_number'],
  ] as const)('%s %s needs a signed-in member', async (method, path) => {
    const mine = await submitCheckin(member);
    const url = path.replace('{form}', checkinId).replace('{submission}', mine.submission_id);
    const body = method === 'PUT' ? { submission_values: [{ form_field_id: 'name', value: 'Guest' }] } : undefined;
    const res = await t.call(method, url, null, { body });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('not_signed_in');
  });
});
