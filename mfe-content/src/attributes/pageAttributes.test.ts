import {
  attributeMediaUrl,
  attributeVideo,
  fillPlaceholders,
  readAttribute,
  resolveAttribute,
  type AttributeSource,
} from './pageAttributes';

const source: AttributeSource = {
  pageTitle: 'Leg day',
  attributes: {
    coach: { type: 'string', value: 'Sam' },
    intro: { type: 'rich_text', value: 'Warm up **well**.' },
    cover: { type: 'image', value: 'data:image/png;base64,AAAA' },
    clip: { type: 'video', value: 'https://youtu.be/dQw4w9WgXcQ' },
    replay: { type: 'video', value: { provider: 'vimeo', id: '76979871' } },
    podcast: { type: 'audio', value: '/files/episode.mp3' },
    location: 'Online',
    rounds: 3,
    empty: { type: 'string', value: '' },
    unknown_type: { type: 'pdf', value: '/x.pdf' },
    'page.title': { type: 'string', value: 'Not the built-in' },
  },
  user: { name: '  Mia   Rose Member ', attributes: { goal: 'strength', streak: 12, nested: { a: 1 } } },
};

describe('resolveAttribute', () => {
  it.each([
    ['page.title', { type: 'string', value: 'Leg day' }],
    ['member.first_name', { type: 'string', value: 'Mia' }],
    ['member.goal', { type: 'string', value: 'strength' }],
    ['member.streak', { type: 'string', value: '12' }],
    ['member.nested', null],
    ['member.missing', null],
    ['coach', { type: 'string', value: 'Sam' }],
    ['intro', { type: 'rich_text', value: 'Warm up **well**.' }],
    ['cover', { type: 'image', value: 'data:image/png;base64,AAAA' }],
    ['replay', { type: 'video', value: { provider: 'vimeo', id: '76979871', url: null } }],
    ['podcast', { type: 'audio', value: '/files/episode.mp3' }],
    ['location', { type: 'string', value: 'Online' }],
    ['rounds', { type: 'string', value: '3' }],
    ['empty', null],
    ['unknown_type', null],
    ['nothing', null],
  ])('resolves %s', (slug, expected) => {
    expect(resolveAttribute(slug, source)).toEqual(expected);
  });

  it('gives a guest no member attributes, built-in or not', () => {
    const guest = { ...source, user: null };
    expect(resolveAttribute('member.first_name', guest)).toBeNull();
    expect(resolveAttribute('member.goal', guest)).toBeNull();
    expect(resolveAttribute('page.title', guest)).toEqual({ type: 'string', value: 'Leg day' });
  });

  it('has no first name for a member without a name', () => {
    expect(resolveAttribute('member.first_name', { ...source, user: { name: ' ', attributes: {} } })).toBeNull();
  });
});

describe('fillPlaceholders', () => {
  it.each([
    ['Hi {{member.first_name}}!', 'Hi Mia!'],
    ['{{ page.title }} with {{coach}}', 'Leg day with Sam'],
    ['Goal: {{member.goal|none yet}}', 'Goal: strength'],
    ['Pace: {{member.pace|steady}}', 'Pace: steady'],
    ['Cover {{cover}} is media', 'Cover  is media'],
    ['Unknown {{nope}}.', 'Unknown .'],
    ['Not a placeholder: {{two words}} {single}', 'Not a placeholder: {{two words}} {single}'],
  ])('fills %j', (text, expected) => {
    expect(fillPlaceholders(text, source)).toBe(expected);
  });
});

describe('readAttribute', () => {
  it('reads typed values and bare strings and numbers, and nothing else', () => {
    expect(readAttribute({ type: 'rich_text', value: 7 })).toEqual({ type: 'rich_text', value: '7' });
    expect(readAttribute({ type: 'image', value: 7 })).toBeNull();
    expect(readAttribute(true)).toEqual({ type: 'string', value: 'true' });
    expect(readAttribute(['a'])).toBeNull();
    expect(readAttribute(null)).toBeNull();
    expect(readAttribute({ type: 'video', value: { provider: 'tiktok', id: '1' } })).toBeNull();
  });
});

describe('attribute media', () => {
  it('turns video attributes into block videos, naming the provider of a link by its host', () => {
    expect(attributeVideo(resolveAttribute('clip', source))).toEqual({
      provider: 'youtube',
      id: null,
      url: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(attributeVideo(resolveAttribute('replay', source))).toEqual({
      provider: 'vimeo',
      id: '76979871',
      url: null,
    });
    expect(attributeVideo({ type: 'video', value: 'https://example.org/v.mp4' })).toBeNull();
    expect(attributeVideo(resolveAttribute('coach', source))).toBeNull();
  });

  it('gives the URL of an image or audio attribute only for that type', () => {
    expect(attributeMediaUrl(resolveAttribute('cover', source), 'image')).toBe('data:image/png;base64,AAAA');
    expect(attributeMediaUrl(resolveAttribute('cover', source), 'audio')).toBeNull();
    expect(attributeMediaUrl(resolveAttribute('podcast', source), 'audio')).toBe('/files/episode.mp3');
  });
});
