import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormField } from '@stride/shared';
import { UPLOAD_LIMIT_BYTES } from '@stride/shared/accounts';
import { makeField, makeForm, makeSubmission } from './testing/formFixtures';
import { renderFormModal } from './testing/renderFormModal';

/** A one-step form of these fields; submitting answers 201 and records the body. */
async function renderFields(fields: FormField[]) {
  const rendered = await renderFormModal({
    form: makeForm({ form_fields: fields }),
    routes: { 'POST /forms/form-1/submit': { status: 201, body: { submission: makeSubmission() } } },
  });
  await screen.findByRole('button', { name: 'Submit' });
  const submitted = () =>
    rendered.calls.find((call) => call.method === 'POST')?.body as
      { submitted_values: { form_field_id: string; value: unknown; image: string | null }[] } | undefined;
  return { ...rendered, submitted, user: userEvent.setup() };
}

/** The error shown under a control, read through its aria-describedby as a screen reader would. */
function errorOf(control: HTMLElement): string | null {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((node) => node?.getAttribute('role') === 'alert');
  return error?.textContent ?? null;
}

function file(name: string, type: string, size: number): File {
  const chosen = new File(['x'.repeat(Math.min(size, 8))], name, { type });
  Object.defineProperty(chosen, 'size', { value: size });
  return chosen;
}

describe('FormFieldInput', () => {
  it('draws an acceptance as a labelled tick box that a required field needs ticked', async () => {
    const { user, submitted } = await renderFields([
      makeField({ id: 'terms', label: 'I accept the terms', field_type: 'acceptance', is_required: true }),
    ]);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(errorOf(box)).toBe('Field is required.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveFocus();
    expect(submitted()).toBeUndefined();

    await user.click(box);
    expect(box).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(submitted()?.submitted_values).toEqual([{ form_field_id: 'terms', value: 'true', image: null }]),
    );
  });

  it('checks a short answer for its length, prefix, email and URL (spec §5 messages)', async () => {
    const { user } = await renderFields([
      makeField({ id: 'handle', label: 'Instagram handle', min_length: 3, max_length: 8, starts_with: '@' }),
      makeField({ id: 'mail', label: 'Email for updates', value_type: 'email' }),
      makeField({ id: 'site', label: 'Your website', value_type: 'url' }),
    ]);
    const handle = screen.getByLabelText('Instagram handle');
    const mail = screen.getByLabelText('Email for updates');
    const site = screen.getByLabelText('Your website');
    expect(handle).toHaveAttribute('type', 'text');
    expect(mail).toHaveAttribute('type', 'email');
    expect(site).toHaveAttribute('type', 'url');

    await user.type(handle, 'ab');
    await user.type(mail, 'mia@');
    await user.type(site, 'www.example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(errorOf(handle)).toBe('Field must be at least 3 characters long.');
    expect(errorOf(mail)).toBe('Field must be an email.');
    expect(errorOf(site)).toBe('Must be a URL starting with http:// or https://');
    expect(handle).toHaveFocus();

    await user.clear(handle);
    await user.type(handle, 'mia_lifts_daily');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(errorOf(handle)).toBe('Field cannot be longer than 8 characters.');
    await user.clear(handle);
    await user.type(handle, 'mia');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(errorOf(handle)).toBe('Must start with @');
  });

  it('takes a long answer in a text area, required when the owner says so', async () => {
    const { user, submitted } = await renderFields([
      makeField({
        id: 'goals',
        label: 'Your goals',
        field_type: 'long_answer',
        is_required: true,
        description: 'A line or two',
      }),
    ]);
    const goals = screen.getByRole('textbox', { name: 'Your goals' });
    expect(goals.tagName).toBe('TEXTAREA');
    expect(goals).toBeRequired();
    expect(goals).toHaveAccessibleDescription('A line or two');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(errorOf(goals)).toBe('Field is required.');
    await user.type(goals, 'Run 10k{enter}Sleep more');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitted()?.submitted_values[0]?.value).toBe('Run 10k\nSleep more'));
  });

  it("groups a multi-select's options under its legend and sends them in the owner's order", async () => {
    const { user, submitted } = await renderFields([
      makeField({
        id: 'days',
        label: 'Training days',
        field_type: 'multi_select',
        options: ['Monday', 'Wednesday', 'Friday'],
        is_required: true,
      }),
    ]);
    const group = screen.getByRole('group', { name: 'Training days' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(errorOf(group)).toBe('Field is required.');
    expect(within(group).getByRole('checkbox', { name: 'Monday' })).toHaveFocus();

    await user.click(within(group).getByRole('checkbox', { name: 'Friday' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Monday' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitted()?.submitted_values[0]?.value).toEqual(['Monday', 'Friday']));
  });

  it('checks a number and sends it as a string', async () => {
    const { user, submitted } = await renderFields([
      makeField({ id: 'weight', label: 'Body weight (kg)', field_type: 'number', min_value: 30, max_value: 300 }),
      makeField({ id: 'sessions', label: 'Sessions', field_type: 'number', value_type: 'integer', min_value: 0 }),
      makeField({ id: 'steps', label: 'Daily steps', field_type: 'number', max_value: 100000 }),
    ]);
    const weight = screen.getByLabelText('Body weight (kg)');
    const sessions = screen.getByLabelText('Sessions');
    const steps = screen.getByLabelText('Daily steps');
    expect(weight).toHaveAttribute('inputmode', 'decimal');
    expect(sessions).toHaveAttribute('inputmode', 'numeric');

    await user.type(weight, 'heavy');
    await user.type(sessions, '2.5');
    await user.type(steps, '200000');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(errorOf(weight)).toBe('Field must be a number.');
    expect(errorOf(sessions)).toBe('Field must be a whole number.');
    expect(errorOf(steps)).toBe('Value must be at most 100000');

    await user.clear(weight);
    await user.type(weight, '12');
    await user.clear(sessions);
    await user.type(sessions, '-1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(errorOf(weight)).toBe('Value must be between 30 and 300');
    expect(errorOf(sessions)).toBe('Value must be at least 0');

    await user.clear(weight);
    await user.type(weight, '72.5');
    await user.clear(sessions);
    await user.type(sessions, '4');
    await user.clear(steps);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(submitted()?.submitted_values).toEqual([
        { form_field_id: 'weight', value: '72.5', image: null },
        { form_field_id: 'sessions', value: '4', image: null },
        { form_field_id: 'steps', value: null, image: null },
      ]),
    );
  });

  it('takes a date from a date input', async () => {
    const { user, submitted } = await renderFields([
      makeField({ id: 'start', label: 'Start date', field_type: 'date', is_required: true }),
    ]);
    const start = screen.getByLabelText('Start date');
    expect(start).toHaveAttribute('type', 'date');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(errorOf(start)).toBe('Field is required.');
    await user.type(start, '2024-05-01');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitted()?.submitted_values[0]?.value).toBe('2024-05-01'));
  });

  it('refuses an empty, a non-image or a too large file, and sends a chosen image as a data URL', async () => {
    const { user, submitted } = await renderFields([
      makeField({ id: 'photo', label: 'Progress photo', field_type: 'image_upload', is_required: true }),
    ]);
    const input = screen.getByLabelText('Progress photo');
    expect(input).toHaveAttribute('type', 'file');
    expect(input.getAttribute('accept')).toContain('image/png');

    await user.upload(input, file('empty.png', 'image/png', 0));
    await waitFor(() => expect(errorOf(input)).toBe('File is empty'));
    // accept= keeps a PDF out of the picker; one that gets through anyway (a drop, another browser) is refused.
    input.setAttribute('accept', '');
    await user.upload(input, file('notes.pdf', 'application/pdf', 2_000));
    await waitFor(() => expect(errorOf(input)).toBe('Invalid image type'));
    await user.upload(input, file('huge.jpg', 'image/jpeg', UPLOAD_LIMIT_BYTES + 1));
    await waitFor(() => expect(errorOf(input)).toBe('Image too large. Max size 15 MB'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(errorOf(input)).toBe('Field is required.');

    await user.upload(input, file('me.png', 'image/png', 8));
    const preview = await screen.findByRole('img', { name: 'Image for Progress photo' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitted()).toBeDefined());
    expect(submitted()?.submitted_values[0]).toEqual({
      form_field_id: 'photo',
      value: null,
      image: preview.getAttribute('src'),
    });
  });

  it('removes a chosen image', async () => {
    const { user } = await renderFields([
      makeField({ id: 'photo', label: 'Progress photo', field_type: 'image_upload' }),
    ]);
    await user.upload(screen.getByLabelText('Progress photo'), file('me.png', 'image/png', 8));
    await user.click(await screen.findByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows the messages in the member's language", async () => {
    const user = userEvent.setup();
    await renderFormModal({
      form: makeForm({
        form_fields: [makeField({ id: 'mail', label: 'Correo', value_type: 'email', is_required: true })],
      }),
      language: 'es',
    });
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(errorOf(screen.getByLabelText('Correo'))).toBe('Este campo es obligatorio.');
  });
});
