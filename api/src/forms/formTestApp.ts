import { and, eq } from 'drizzle-orm';
import { createImportedTestApp, type AppSession, type ImportedTestApp } from '../../test/importedTestApp';
import { forms } from '../db/schema';

/**
 * Fixture `studio` for the forms tests: a check-in with every field type and its settings, a quiz, a form whose
 * photo is required, `form_submission` blocks on an open and on a paid page, and a form page. App `rival` has a
 * check-in and a block of the same names, which must never answer in studio.
 */
const STUDIO_CONTENT = {
  app: { slug: 'studio', name: 'Studio' },
  products: [{ slug: 'gold', title: 'Gold', kind: 'subscription', price_cents: 900, interval: 'month' }],
  members: [
    { email: 'member@studio.test', name: 'Member One' },
    { email: 'other@studio.test', name: 'Other Member' },
    { email: 'gold@studio.test', name: 'Gold Member', products: ['gold'] },
    { email: 'coach@studio.test', name: 'Coach Admin', role: 'admin' },
  ],
  forms: [
    {
      slug: 'checkin',
      title: 'Weekly check-in',
      show_intro_screen: true,
      intro_heading: 'How was your week?',
      form_groups: [
        { id: 'g1', uid: 'about', title: 'About you', groups: [{ id: 'g2', uid: 'contact', title: 'Contact' }] },
        { id: 'g3', uid: 'progress', title: 'Progress', description: 'Numbers and a photo' },
      ],
      form_fields: [
        { id: 'agree', label: 'I agree', field_type: 'acceptance', is_required: true },
        {
          id: 'name',
          label: 'Name',
          field_type: 'short_answer',
          is_required: true,
          min_length: 3,
          max_length: 20,
          group_uid: 'about',
        },
        { id: 'email', label: 'Email', field_type: 'short_answer', value_type: 'email', group_uid: 'contact' },
        { id: 'site', label: 'Website', field_type: 'short_answer', value_type: 'url', group_uid: 'contact' },
        { id: 'handle', label: 'Handle', field_type: 'short_answer', starts_with: '@', group_uid: 'contact' },
        { id: 'notes', label: 'Notes', field_type: 'long_answer', max_length: 50 },
        {
          id: 'goals',
          label: 'Goals',
          field_type: 'multi_select',
          options: ['Strength', 'Mobility', 'Endurance'],
          group_uid: 'progress',
        },
        { id: 'photo', label: 'Photo', field_type: 'image_upload', group_uid: 'progress' },
        {
          id: 'weight',
          label: 'Weight',
          field_type: 'number',
          min_value: 30,
          max_value: 300,
          group_uid: 'progress',
        },
        { id: 'reps', label: 'Reps', field_type: 'number', value_type: 'integer', group_uid: 'progress' },
        { id: 'day', label: 'Day', field_type: 'date', default_value: '2024-01-01' },
      ],
    },
    {
      slug: 'quiz',
      title: 'Squat quiz',
      form_type: 'quiz',
      form_fields: [
        { id: 'lift', label: 'Which lift?', field_type: 'short_answer', correct_answer: 'Squat' },
        { id: 'count', label: 'How many?', field_type: 'number', correct_answer: '10' },
        {
          id: 'cues',
          label: 'Good cues',
          field_type: 'multi_select',
          options: ['Brace', 'Round back', 'Knees out'],
          correct_answer: 'Brace\nKnees out',
        },
        { id: 'thoughts', label: 'Thoughts', field_type: 'long_answer' },
      ],
    },
    {
      slug: 'progress-photo',
      title: 'Progress photo',
      form_fields: [
        { id: 'front', label: 'Front', field_type: 'image_upload', is_required: true },
        { id: 'side', label: 'Side', field_type: 'image_upload' },
        { id: 'caption', label: 'Caption', field_type: 'short_answer' },
      ],
    },
    {
      slug: 'results',
      title: 'Workout results',
      form_type: 'workout',
      form_fields: [{ id: 'rounds', label: 'Rounds Achieved', field_type: 'number', is_required: true }],
    },
  ],
  pages: [
    {
      path: '/',
      title: 'Studio home',
      blocks: [
        { id: 'welcome', type: 'text', text: 'Welcome to the studio' },
        { id: 'checkins', type: 'form_submission', form: 'checkin', title: 'Your check-ins' },
      ],
    },
    {
      path: '/gold',
      title: 'Gold corner',
      access: { require_purchase: true, products: ['gold'] },
      blocks: [{ id: 'gold-checkins', type: 'form_submission', form: 'checkin' }],
    },
    { path: '/check-in', title: 'Check-in', type: 'form', form: 'checkin' },
  ],
};

const RIVAL_CONTENT = {
  app: { slug: 'rival', name: 'Rival' },
  members: [{ email: 'member@rival.test', name: 'Rival Member' }],
  forms: [
    {
      slug: 'checkin',
      title: 'Rival check-in',
      form_fields: [{ id: 'name', label: 'Name', field_type: 'short_answer' }],
    },
  ],
  pages: [
    {
      path: '/',
      title: 'Rival home',
      blocks: [
        { id: 'checkins', type: 'form_submission', form: 'checkin' },
        { id: 'rival-only', type: 'form_submission', form: 'checkin' },
      ],
    },
  ],
};

export type FormSession = AppSession;

export interface FormTestApp extends ImportedTestApp {
  formId(slug: string, app?: string): Promise<string>;
}

/** The real app on a fresh database with `studio` (the main app) and `rival` imported. */
export async function createFormTestApp(): Promise<FormTestApp> {
  const testApp = await createImportedTestApp([STUDIO_CONTENT, RIVAL_CONTENT]);
  const { db, appId } = testApp;
  return {
    ...testApp,
    async formId(slug, app = 'studio') {
      const [row] = await db
        .select({ id: forms.id })
        .from(forms)
        .where(and(eq(forms.appId, appId(app)), eq(forms.slug, slug)));
      if (!row) throw new Error(`No form ${slug} in ${app}`);
      return row.id;
    },
  };
}

export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

export const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

/** A valid answer to every field of studio's check-in; `changes` replaces (or, as undefined, leaves out) some. */
export function checkinValues(changes: Record<string, string | string[] | null | undefined> = {}) {
  const answers: Record<string, string | string[] | null> = {
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
  };
  return Object.entries({ ...answers, ...changes }).flatMap(([id, value]) =>
    value === undefined ? [] : [{ form_field_id: id, value, image: null }],
  );
}
