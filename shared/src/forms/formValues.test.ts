import type { FormField, FormGroup } from './Forms';
import { formFieldSchema } from './Forms.schema';
import {
  defaultFormValues,
  FORM_MESSAGES,
  formSteps,
  isCorrectAnswer,
  toSubmittedValues,
  validateFieldValue,
} from './formValues';

const field = (overrides: Record<string, unknown>): FormField =>
  formFieldSchema.parse({ id: 'f', label: 'Field', field_type: 'short_answer', ...overrides });

const group = (uid: string, groups: FormGroup[] = []): FormGroup => ({
  id: uid,
  uid,
  title: uid,
  description: null,
  groups,
});

describe('defaultFormValues (spec §5)', () => {
  it("starts every field at its default or empty, acceptance unticked and a required 'Rounds Achieved' at 1", () => {
    expect(
      defaultFormValues([
        field({ id: 'a', field_type: 'acceptance' }),
        field({ id: 'b', default_value: 'Hello' }),
        field({ id: 'c', field_type: 'number' }),
        field({ id: 'rounds', field_type: 'number', label: 'Rounds Achieved', is_required: true }),
        field({ id: 'optional-rounds', field_type: 'number', label: 'Rounds Achieved' }),
        field({ id: 'm', field_type: 'multi_select', options: ['x', 'y'], default_value: 'y\nz' }),
      ]),
    ).toEqual({ a: 'false', b: 'Hello', c: '', rounds: '1', 'optional-rounds': '', m: ['y'] });
  });
});

describe('validateFieldValue (spec §5 generic messages)', () => {
  it.each([
    ['a required empty answer', field({ is_required: true }), '  ', 'Field is required.'],
    [
      'an unticked required acceptance',
      field({ field_type: 'acceptance', is_required: true }),
      'false',
      'Field is required.',
    ],
    ['a short text', field({ min_length: 3 }), 'ab', 'Field must be at least 3 characters long.'],
    ['a long text', field({ max_length: 5 }), 'abcdef', 'Field cannot be longer than 5 characters.'],
    [
      'a short answer past the default limit',
      field({}),
      'x'.repeat(256),
      'Field cannot be longer than 255 characters.',
    ],
    ['a bad email', field({ value_type: 'email' }), 'not-an-email', 'Field must be an email.'],
    ['a bad URL', field({ value_type: 'url' }), 'ftp://x', 'Must be a URL starting with http:// or https://'],
    ['a missing prefix', field({ starts_with: '@' }), 'handle', 'Must start with @'],
    [
      'a number out of range',
      field({ field_type: 'number', min_value: 1, max_value: 10 }),
      '11',
      'Value must be between 1 and 10',
    ],
    ['a number under its minimum', field({ field_type: 'number', min_value: 1 }), '0', FORM_MESSAGES.atLeast(1)],
    ['text in a number', field({ field_type: 'number' }), '12kg', FORM_MESSAGES.notANumber],
    [
      'a fraction in a whole number',
      field({ field_type: 'number', value_type: 'integer' }),
      '2.5',
      FORM_MESSAGES.notAWholeNumber,
    ],
    ['an impossible date', field({ field_type: 'date' }), '2026-02-30', FORM_MESSAGES.notADate],
    ['an option not offered', field({ field_type: 'multi_select', options: ['a'] }), ['b'], FORM_MESSAGES.notAnOption],
  ])('refuses %s', (_case, rule, value, message) => {
    expect(validateFieldValue(rule, value)).toBe(message);
  });

  it.each([
    ['an empty optional answer', field({}), ''],
    ['a good email', field({ value_type: 'email' }), 'coach@gym.test'],
    ['a decimal number', field({ field_type: 'number', min_value: 30, max_value: 300 }), '72.5'],
    ['a real date', field({ field_type: 'date' }), '2024-02-29'],
    ['chosen options', field({ field_type: 'multi_select', options: ['a', 'b'], is_required: true }), ['a', 'b']],
    ['a ticked acceptance', field({ field_type: 'acceptance', is_required: true }), 'true'],
  ])('accepts %s', (_case, rule, value) => {
    expect(validateFieldValue(rule, value)).toBeNull();
  });
});

describe('toSubmittedValues', () => {
  it('sends every field, numbers as strings, new images as data URLs', () => {
    const fields = [
      field({ id: 'n', field_type: 'number' }),
      field({ id: 'img', field_type: 'image_upload' }),
      field({ id: 'm', field_type: 'multi_select', options: ['a'] }),
      field({ id: 'empty' }),
    ];
    expect(toSubmittedValues(fields, { n: ' 12 ', m: ['a'] }, { img: 'data:image/png;base64,AA==' })).toEqual([
      { form_field_id: 'n', value: '12', image: null },
      { form_field_id: 'img', value: null, image: 'data:image/png;base64,AA==' },
      { form_field_id: 'm', value: ['a'], image: null },
      { form_field_id: 'empty', value: null, image: null },
    ]);
  });
});

describe('formSteps', () => {
  it('makes a step of each top-level group in order, nested groups inside it, loose fields first', () => {
    const groups = [group('one'), group('two', [group('two-inner')]), group('empty')];
    const fields = [
      field({ id: 'b', group_uid: 'two-inner' }),
      field({ id: 'a', group_uid: 'one' }),
      field({ id: 'loose' }),
      field({ id: 'c', group_uid: 'two' }),
    ];
    expect(formSteps(groups, fields).map((step) => [step.group?.uid ?? null, step.fields.map((f) => f.id)])).toEqual([
      [null, ['loose']],
      ['one', ['a']],
      ['two', ['b', 'c']],
    ]);
  });

  it('is one step for a form without groups', () => {
    expect(formSteps([], [field({ id: 'a' })])).toEqual([{ group: null, fields: [field({ id: 'a' })] }]);
  });
});

describe('isCorrectAnswer', () => {
  it('compares text without case or spaces, numbers by value, options as a set', () => {
    expect(isCorrectAnswer(field({ correct_answer: 'Water' }), ' water ')).toBe(true);
    expect(isCorrectAnswer(field({ field_type: 'number', correct_answer: '4' }), '4.0')).toBe(true);
    expect(isCorrectAnswer(field({ field_type: 'number', correct_answer: '4' }), '')).toBe(false);
    const multi = field({ field_type: 'multi_select', options: ['a', 'b', 'c'], correct_answer: 'a\nb' });
    expect(isCorrectAnswer(multi, ['b', 'a'])).toBe(true);
    expect(isCorrectAnswer(multi, ['a'])).toBe(false);
    expect(isCorrectAnswer(field({}), 'anything')).toBeNull();
  });
});
