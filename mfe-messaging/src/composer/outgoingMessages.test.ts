import { makeUser } from '@stride/shared/testing';
import { newClientId, optimisticMessage, outgoingMessages } from './outgoingMessages';

function counter() {
  let n = 0;
  return () => `c${++n}`;
}

describe('outgoingMessages', () => {
  it('sends a link at the end of the text as an attachment of its own', () => {
    expect(outgoingMessages('Read this https://example.org/post', [], null, counter())).toEqual([
      { client_id: 'c1', message: 'Read this' },
      { client_id: 'c2', message: '', attachment_data: { url: 'https://example.org/post', title: null } },
    ]);
  });

  it('escapes angle brackets but keeps the mentions picked', () => {
    expect(outgoingMessages('@<Tom Trainer> <3', ['Tom Trainer'], null, counter())).toEqual([
      { client_id: 'c1', message: '@<Tom Trainer> &lt;3' },
    ]);
  });

  it('sends the photo or video after the text, and nothing for an empty message', () => {
    const image = { kind: 'image' as const, dataUrl: 'data:image/png;base64,AA==', name: 'a.png' };
    expect(outgoingMessages('  ', [], image, counter())).toEqual([
      { client_id: 'c1', message: '', image: 'data:image/png;base64,AA==' },
    ]);
    expect(outgoingMessages('   ', [], null, counter())).toEqual([]);
  });

  it('refuses text longer than a message may be', () => {
    expect(outgoingMessages('x'.repeat(4001), [], null)).toBeNull();
    // Escaping counts: 1000 brackets are 4000 characters once escaped.
    expect(outgoingMessages('<'.repeat(1001), [], null)).toBeNull();
  });
});

describe('newClientId', () => {
  it('makes a different id every time', () => {
    const ids = new Set(Array.from({ length: 50 }, newClientId));
    expect(ids.size).toBe(50);
    expect([...ids][0]).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('optimisticMessage', () => {
  it('is the member’s own copy, sending, carrying the client_id', () => {
    const now = new Date('2025-03-14T12:00:00Z');
    const message = optimisticMessage(
      { client_id: 'c1', message: '', attachment_data: { url: 'https://a.test', title: null } },
      't1',
      makeUser(),
      now,
    );
    expect(message).toMatchObject({
      message_thread_id: 't1',
      client_id: 'c1',
      status: 'sending',
      message_type: 'attachment',
      user: { id: 'user-1', name: 'Mia Member' },
      created_at: now.toISOString(),
    });
  });
});
