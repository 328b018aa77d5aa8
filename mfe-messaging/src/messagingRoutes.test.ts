import { messagesViewFor, newConversationPathFor, openThreadIdOf } from './messagingRoutes';

describe('messagesViewFor', () => {
  it('shows the inbox at /me/messages', () => {
    expect(messagesViewFor('/me/messages', '')).toEqual({ kind: 'inbox', threadId: null, pageId: null });
  });

  it('opens a thread from its path, keeping the id as written', () => {
    expect(messagesViewFor('/me/messages/AbC-1', '')).toEqual({ kind: 'inbox', threadId: 'AbC-1', pageId: null });
  });

  it('opens a thread picked by the query parameter (spec §2), and a page’s comments by page_id', () => {
    expect(messagesViewFor('/me/messages', '?thread=t9')).toEqual({ kind: 'inbox', threadId: 't9', pageId: null });
    expect(messagesViewFor('/me/messages', '?page_id=p1')).toEqual({ kind: 'inbox', threadId: null, pageId: 'p1' });
  });

  it('reads the people of a new conversation, each once', () => {
    expect(messagesViewFor('/me/messages/new', '?users=a,%20b,a,')).toEqual({ kind: 'new', userIds: ['a', 'b'] });
    expect(messagesViewFor('/me/messages/new', '')).toEqual({ kind: 'new', userIds: [] });
  });
});

describe('openThreadIdOf', () => {
  it('finds the thread a modal acts on under it, by path or by query', () => {
    expect(openThreadIdOf({ pathname: '/me/messages/t1', search: '' })).toBe('t1');
    expect(openThreadIdOf({ pathname: '/me/messages', search: '?thread=t2' })).toBe('t2');
    expect(openThreadIdOf({ pathname: '/me/messages/new', search: '?users=a' })).toBeNull();
  });
});

describe('newConversationPathFor', () => {
  it('links the new conversation screen with its people, or the picker for none', () => {
    expect(newConversationPathFor(['a', 'b c'])).toBe('/me/messages/new?users=a,b%20c');
    expect(newConversationPathFor([])).toBe('/me/messages/new');
  });
});
