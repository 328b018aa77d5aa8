import type { OutgoingMessage } from '@stride/shared';
import { makeThreadUser, renderInParcel } from '@stride/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messagingApi, messagingProps } from '../testing/messagingApi';
import { ANA, TOM } from '../testing/threadFixtures';

const MILA = makeThreadUser({ id: 'user-4', name: 'Mila Runner' });
import { Composer } from './Composer';

async function renderComposer(threadId: string | null = 't1') {
  const api = messagingApi({
    'GET /threads/t1/mentionable': (call) => {
      const term = (call.query.get('term') ?? '').toLowerCase();
      return { status: 200, body: { users: [TOM, ANA, MILA].filter((u) => u.name.toLowerCase().includes(term)) } };
    },
  });
  const sent: OutgoingMessage[][] = [];
  const onTyping = jest.fn();
  renderInParcel(
    <Composer label="Message" threadId={threadId} onSend={(m) => sent.push(m)} onTyping={onTyping} />,
    await messagingProps(api),
  );
  return { api, sent, onTyping, field: screen.getByRole('textbox', { name: 'Message' }), user: userEvent.setup() };
}

describe('Composer', () => {
  it('sends with Enter and starts a new line with Shift+Enter', async () => {
    const { field, user, sent, onTyping } = await renderComposer();
    await user.type(field, 'Line one{Shift>}{Enter}{/Shift}Line two{Enter}');
    expect(sent).toEqual([[{ client_id: expect.any(String), message: 'Line one\nLine two' }]]);
    expect(field).toHaveValue('');
    expect(onTyping).toHaveBeenCalled();
  });

  it('sends nothing for an empty message', async () => {
    const { field, user, sent } = await renderComposer();
    await user.type(field, '   {Enter}');
    expect(sent).toEqual([]);
  });

  it('lists who can be mentioned as @ and letters are typed, and writes the picked name as @<Name>', async () => {
    const { field, user, sent, api } = await renderComposer();
    await user.type(field, 'Thanks @M');
    const list = await screen.findByRole('listbox', { name: 'People to mention' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    expect(field).toHaveAttribute('aria-controls', list.id);
    await user.type(field, 'i');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    expect(within(list).getByRole('option')).toHaveTextContent('Mila Runner');
    expect(field).toHaveAttribute('aria-activedescendant', within(list).getByRole('option').id);
    expect(api.calls.at(-1)!.query.get('term')).toBe('Mi');
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('Thanks @<Mila Runner> ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(field, 'and <you>{Enter}');
    expect(sent).toEqual([[{ client_id: expect.any(String), message: 'Thanks @<Mila Runner> and &lt;you&gt;' }]]);
  });

  it('moves through the mention list with the arrows, picks with Tab and closes with Escape', async () => {
    const { field, user } = await renderComposer();
    await user.type(field, '@a');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    expect(within(list).getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(within(list).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Tab}');
    expect(field).toHaveValue('@<Ana Athlete> ');
    await user.type(field, '@t');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field).toHaveValue('@<Ana Athlete> @t');
  });

  it('picks a mention with a click', async () => {
    const { field, user } = await renderComposer();
    await user.type(field, 'Hi @an');
    await user.click(await screen.findByRole('option', { name: 'Ana Athlete' }));
    expect(field).toHaveValue('Hi @<Ana Athlete> ');
  });

  it('offers no mentions without a thread (a new conversation)', async () => {
    const { field, user, api } = await renderComposer(null);
    await user.type(field, '@To');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('says a photo or video over 15 MB is too large, in the words of spec §5', async () => {
    const { user } = await renderComposer();
    const input = screen.getByLabelText('Add a photo or video');
    const big = (name: string, type: string) => {
      const file = new File(['x'], name, { type });
      Object.defineProperty(file, 'size', { value: 15_728_641 });
      return file;
    };
    await user.upload(input, big('a.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Image too large. Max size 15 MB');
    await user.upload(input, big('a.mp4', 'video/mp4'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Video too large. Max size 15 MB');
  });

  it('sends a chosen photo with the message, and can take it away first', async () => {
    const { user, field, sent } = await renderComposer();
    const input = screen.getByLabelText('Add a photo or video');
    await user.upload(input, new File(['png'], 'a.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'The photo you chose' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove the photo or video' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.upload(input, new File(['png'], 'b.png', { type: 'image/png' }));
    await screen.findByRole('img', { name: 'The photo you chose' });
    await user.type(field, 'Look{Enter}');
    expect(sent[0]).toEqual([
      { client_id: expect.any(String), message: 'Look' },
      { client_id: expect.any(String), message: '', image: expect.stringMatching(/^data:image\/png;base64,/) },
    ]);
  });

  it('refuses a file that is neither a photo nor a video the API takes', async () => {
    await renderComposer();
    // The picker's accept list is only a hint to the browser: a file of another type can still be chosen.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Add a photo or video'), new File(['x'], 'a.bmp', { type: 'image/bmp' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid image type');
  });
});
