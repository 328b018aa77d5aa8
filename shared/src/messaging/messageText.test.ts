import { makeMessage, makeThreadUser } from '../testing/makeMessage';
import {
  escapeAngleBrackets,
  groupMessages,
  mentionToken,
  mentionedNames,
  mergeMessages,
  messageId,
  parseMessageId,
  splitMessageText,
  textSegments,
  unescapeAngleBrackets,
} from './messageText';

const NOON = Date.parse('2025-03-14T12:00:00');

describe('splitMessageText', () => {
  it('keeps plain text as one message', () => {
    expect(splitMessageText('  Hello there  ')).toEqual([{ kind: 'text', message: 'Hello there' }]);
  });

  it('drops text that is empty or only spaces', () => {
    expect(splitMessageText('')).toEqual([]);
    expect(splitMessageText(' \n\t ')).toEqual([]);
  });

  it('takes links off the start and the end as attachments, in their places', () => {
    expect(splitMessageText('https://a.test/x look at this http://b.test')).toEqual([
      { kind: 'attachment', url: 'https://a.test/x' },
      { kind: 'text', message: 'look at this' },
      { kind: 'attachment', url: 'http://b.test' },
    ]);
  });

  it('takes several leading links and leaves a link in the middle in the text', () => {
    expect(splitMessageText('https://a.test\nhttps://b.test read https://c.test first')).toEqual([
      { kind: 'attachment', url: 'https://a.test' },
      { kind: 'attachment', url: 'https://b.test' },
      { kind: 'text', message: 'read https://c.test first' },
    ]);
  });

  it('makes a message that is only a link one attachment', () => {
    expect(splitMessageText(' https://a.test/page?x=1 ')).toEqual([
      { kind: 'attachment', url: 'https://a.test/page?x=1' },
    ]);
  });

  it('escapes angle brackets so a typed tag or mention is only text', () => {
    expect(splitMessageText('<b>bold</b> @<Mia>')).toEqual([
      { kind: 'text', message: '&lt;b&gt;bold&lt;/b&gt; @&lt;Mia&gt;' },
    ]);
  });

  it('keeps the mentions the member picked and escapes the rest', () => {
    expect(splitMessageText('Hi @<Mia Member> and <you>', ['Mia Member'])).toEqual([
      { kind: 'text', message: 'Hi @<Mia Member> and &lt;you&gt;' },
    ]);
  });

  it('keeps every picked mention, the longer name first when one contains another', () => {
    const [part] = splitMessageText('@<Al> @<Al Smith> @<Al>', ['Al', 'Al Smith']);
    expect(part).toEqual({ kind: 'text', message: '@<Al> @<Al Smith> @<Al>' });
  });
});

describe('escapeAngleBrackets and unescapeAngleBrackets', () => {
  it('give back exactly what was typed, entities included', () => {
    for (const typed of ['a < b > c', 'Q&A', 'typed &lt; literally', '&amp;&gt;<>']) {
      expect(unescapeAngleBrackets(escapeAngleBrackets(typed))).toBe(typed);
    }
  });

  it('leave no bracket in the escaped text', () => {
    expect(escapeAngleBrackets('<script>')).toBe('&lt;script&gt;');
  });
});

describe('mentions', () => {
  it('writes a mention as @<Name>, without brackets or line breaks in the name', () => {
    expect(mentionToken('Mia Member')).toBe('@<Mia Member>');
    expect(mentionToken('Ev<il>\nName')).toBe('@<EvilName>');
  });

  it('lists the names a message mentions once each, never escaped ones', () => {
    expect(mentionedNames('@<Mia> hi @<Tom> and @<Mia> &lt;not&gt; @&lt;Eve&gt;')).toEqual(['Mia', 'Tom']);
  });
});

describe('textSegments', () => {
  it('splits text into plain text, mentions and links, unescaping the text', () => {
    expect(textSegments('Hey @<Mia>, see https://a.test/x?a=1&amp;b=2 &lt;3')).toEqual([
      { kind: 'text', text: 'Hey ' },
      { kind: 'mention', name: 'Mia' },
      { kind: 'text', text: ', see ' },
      { kind: 'link', url: 'https://a.test/x?a=1&b=2' },
      { kind: 'text', text: ' <3' },
    ]);
  });

  it('shows escaped brackets as the brackets the member typed, never as a mention', () => {
    expect(textSegments('@&lt;Mia&gt;')).toEqual([{ kind: 'text', text: '@<Mia>' }]);
  });
});

describe('groupMessages', () => {
  it('groups consecutive messages of one user within 60 seconds of the one before', () => {
    const grouped = groupMessages([makeMessage(NOON), makeMessage(NOON + 30_000), makeMessage(NOON + 89_000)]);
    expect(grouped).toHaveLength(1);
    expect(grouped[0]).toMatchObject({ message_type: 'grouped', message_ts: NOON });
    expect(grouped[0]!.messages!.map((m) => m.message_ts)).toEqual([NOON, NOON + 30_000, NOON + 89_000]);
  });

  it('starts a new group after more than 60 seconds, or for another user', () => {
    const grouped = groupMessages([
      makeMessage(NOON),
      makeMessage(NOON + 60_001),
      makeMessage(NOON + 60_002, { user: makeThreadUser() }),
      makeMessage(NOON + 60_003),
    ]);
    expect(grouped.map((m) => m.message_type)).toEqual(['message', 'message', 'message', 'message']);
  });

  it('never groups notifications nor messages on two days', () => {
    const beforeMidnight = Date.parse('2025-03-14T23:59:50');
    const grouped = groupMessages([
      makeMessage(NOON, { message_type: 'notification', user: null }),
      makeMessage(NOON + 1000),
      makeMessage(NOON + 2000, { message_type: 'notification' }),
      makeMessage(beforeMidnight),
      makeMessage(beforeMidnight + 20_000),
    ]);
    expect(grouped).toHaveLength(5);
  });
});

describe('mergeMessages', () => {
  it('orders by message_ts and keeps one copy of each, the newer one', () => {
    const edited = makeMessage(2, { message: 'edited' });
    expect(mergeMessages([makeMessage(3), makeMessage(2)], [makeMessage(1), edited]).map((m) => m.message)).toEqual([
      'Message 1',
      'edited',
      'Message 3',
    ]);
  });
});

describe('message ids', () => {
  it('names a message {thread}:{ts} and reads the name back, colons in the thread id included', () => {
    expect(messageId('t1', 42)).toBe('t1:42');
    expect(parseMessageId('t1:42')).toEqual({ threadId: 't1', ts: 42 });
    expect(parseMessageId('a:b:7')).toEqual({ threadId: 'a:b', ts: 7 });
  });

  it('refuses a name without a thread or a whole ts', () => {
    for (const bad of ['42', ':42', 't1:', 't1:x', 't1:1.5', 't1:-3']) expect(parseMessageId(bad)).toBeNull();
  });
});
