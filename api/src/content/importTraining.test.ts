import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/testDatabase';
import { apps, exerciseAlternates, pages, workouts } from '../db/schema';
import type { AppError } from '../errors/AppError';
import { importContent, parseContentFile } from './importContent';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const field = { id: 'goal', label: 'Goal', field_type: 'short_answer' };
const exercise = (path: string, extra: Record<string, unknown> = {}) => ({
  path,
  title: path,
  type: 'exercise',
  ...extra,
});

function training(slug: string, extra: Record<string, unknown> = {}) {
  return {
    app: { slug, name: slug },
    forms: [
      { slug: 'check-in', title: 'Check-in', form_fields: [field] },
      { slug: 'welcome', title: 'Welcome', trigger: 'auth_signed_up', form_fields: [field] },
      { slug: 'results', title: 'Results', form_type: 'workout', form_fields: [field] },
    ],
    workouts: [
      {
        slug: 'strength',
        title: 'Strength',
        results_form: 'results',
        groups: [
          { kind: 'superset', rounds: 3, rest_seconds: 90, items: [{ exercise: '/ex/squat', reps: 8, load_kg: 60 }] },
          { kind: 'amrap', duration_seconds: 600, items: [{ exercise: '/ex/goblet', reps: 10 }] },
        ],
      },
    ],
    pages: [
      exercise('/ex/squat', { alternates: ['/ex/goblet'] }),
      exercise('/ex/goblet'),
      { path: '/check-in', title: 'Check-in', type: 'form', form: 'check-in' },
      {
        path: '/strength',
        title: 'Strength',
        type: 'workout',
        blocks: [
          { id: 'player', type: 'workout', workout: 'strength' },
          { id: 'answers', type: 'form_submission', form: 'check-in', title: 'Your check-ins' },
        ],
      },
    ],
    ...extra,
  };
}

function problemOf(input: unknown): string | undefined {
  try {
    parseContentFile(input);
  } catch (error) {
    return (error as AppError).field;
  }
  return undefined;
}

describe('workouts, exercises and forms in a content file', () => {
  it('stores a workout with ids for its groups and items, on the page whose block shows it', async () => {
    const { appId } = await importContent(testApp.db, training('train-a'));
    const [workout] = await testApp.db.select().from(workouts).where(eq(workouts.appId, appId));
    const [strength] = await testApp.db.select().from(pages).where(eq(pages.path, '/strength'));
    const byPath = new Map(
      (await testApp.db.select().from(pages).where(eq(pages.appId, appId))).map((page) => [page.path, page]),
    );
    expect(workout!.pageId).toBe(byPath.get('/strength')!.id);
    const [superset, amrap] = workout!.definition.groups;
    expect(superset).toMatchObject({ kind: 'superset', rounds: 3, rest_seconds: 90 });
    expect(superset!.items[0]).toMatchObject({
      exercise_id: byPath.get('/ex/squat')!.id,
      reps: 8,
      load_kg: 60,
      sets: 1,
    });
    expect(superset!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(amrap!.items[0]!.id).not.toBe(superset!.items[0]!.id);
    expect(workout!.definition.results_form_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(strength).toBeDefined();
    expect(byPath.get('/strength')!.blocks).toEqual([
      { id: 'player', type: 'workout', workout_id: workout!.id },
      { id: 'answers', type: 'form_submission', form_id: expect.any(String), title: 'Your check-ins' },
    ]);
    expect(byPath.get('/check-in')!.formId).toBe((byPath.get('/strength')!.blocks[1] as { form_id?: string }).form_id);
  });

  it("stores an exercise's alternates and the app's sign-up form", async () => {
    const { appId } = await importContent(testApp.db, training('train-b'));
    const byPath = new Map(
      (await testApp.db.select().from(pages).where(eq(pages.appId, appId))).map((page) => [page.path, page.id]),
    );
    const rows = await testApp.db.select().from(exerciseAlternates).where(eq(exerciseAlternates.appId, appId));
    expect(rows).toEqual([
      { appId, exerciseId: byPath.get('/ex/squat'), alternateId: byPath.get('/ex/goblet'), position: 0 },
    ]);
    const [app] = await testApp.db.select().from(apps).where(eq(apps.id, appId));
    expect(app!.signUpFormId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    [
      'an exercise that is not an exercise page',
      {
        pages: [...training('x').pages, { path: '/plain', title: 'P' }],
        workouts: [{ slug: 'strength', title: 'W', groups: [{ items: [{ exercise: '/plain' }] }] }],
      },
      'workouts.0.groups.0.items.0.exercise',
    ],
    ['an unknown workout in a block', { workouts: [] }, 'pages.3.blocks.0.workout'],
    [
      'an AMRAP without a time cap',
      { workouts: [{ slug: 'strength', title: 'S', groups: [{ kind: 'amrap', items: [{ exercise: '/ex/squat' }] }] }] },
      'workouts.0.groups.0.duration_seconds',
    ],
    [
      'alternates on a page that is not an exercise',
      { pages: [{ path: '/p', title: 'P', alternates: ['/p'] }] },
      'pages.0.alternates',
    ],
    [
      'a form named by a page that is not a form page',
      { pages: [{ path: '/p', title: 'P', form: 'check-in' }] },
      'pages.0.form',
    ],
    [
      'a workout block inside a composed block',
      {
        pages: [
          {
            path: '/p',
            title: 'P',
            blocks: [{ type: 'composed', blocks: [{ type: 'workout', workout: 'strength' }] }],
          },
        ],
      },
      'pages.0.blocks.0.blocks.0.type',
    ],
  ])('refuses %s, naming the field', async (_case, extra, at) => {
    const file = training('bad', extra);
    const parsed = problemOf(file);
    if (parsed) {
      expect(parsed).toBe(at);
      return;
    }
    await expect(importContent(testApp.db, file)).rejects.toMatchObject({ field: at });
  });
});
