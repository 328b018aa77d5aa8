import { blockSchema, videoSchema } from './Block.schema';
import { checkRatio, downloadHref, frameSource, socialProfileUrl, videoEmbed, type Video } from './Block';

function video(provider: Video['provider'], ref: { id?: string; url?: string }) {
  return { provider, id: ref.id ?? null, url: ref.url ?? null };
}

describe('videoEmbed', () => {
  it.each([
    [video('youtube', { id: 'dQw4w9WgXcQ' }), 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      video('youtube', { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3' }),
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [video('youtube', { url: 'https://youtu.be/dQw4w9WgXcQ' }), 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      video('youtube', { url: 'https://m.youtube.com/live/dQw4w9WgXcQ' }),
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [video('vimeo', { id: '76979871' }), 'https://player.vimeo.com/video/76979871'],
    [video('vimeo', { url: 'https://vimeo.com/76979871' }), 'https://player.vimeo.com/video/76979871'],
    [
      video('facebook', { id: '10153231379946729' }),
      'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fwatch%2F%3Fv%3D10153231379946729&show_text=false',
    ],
    [
      video('facebook', { url: 'https://www.facebook.com/stride/videos/123456789/' }),
      'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fstride%2Fvideos%2F123456789%2F&show_text=false',
    ],
  ])('frames %j from the provider over https', (input, src) => {
    expect(videoEmbed(input)).toEqual({ provider: input.provider, kind: 'iframe', src });
  });

  it('links to a zoom meeting instead of framing it', () => {
    expect(videoEmbed(video('zoom', { id: '123 456 7890' }))).toEqual({
      provider: 'zoom',
      kind: 'link',
      href: 'https://zoom.us/j/1234567890',
    });
    expect(videoEmbed(video('zoom', { url: 'https://us02web.zoom.us/j/1234567890?pwd=abc' }))).toEqual({
      provider: 'zoom',
      kind: 'link',
      href: 'https://us02web.zoom.us/j/1234567890?pwd=abc',
    });
  });

  it.each([
    video('youtube', { id: 'short' }),
    video('youtube', { id: 'dQw4w9WgXcQ"><script>' }),
    video('youtube', { url: 'http://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
    video('youtube', { url: 'https://evil.example/watch?v=dQw4w9WgXcQ' }),
    video('youtube', { url: 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ' }),
    video('vimeo', { id: '12ab' }),
    video('vimeo', { url: 'https://evil.example/76979871' }),
    video('facebook', { url: 'javascript:alert(1)' }),
    video('facebook', { url: 'https://facebook.com.evil.example/videos/1' }),
    video('zoom', { url: 'https://zoom.us.evil.example/j/1234567890' }),
    video('zoom', { url: 'https://zoom.us/profile' }),
    video('zoom', { id: '12' }),
    video('youtube', {}),
  ])('refuses %j', (input) => {
    expect(videoEmbed(input)).toBeNull();
  });

  it('makes the schema refuse a video no provider would play', () => {
    const result = videoSchema.safeParse({ provider: 'vimeo', url: 'https://example.org/v.mp4' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Not a vimeo video: give its id or an https link to it');
  });
});

describe('frameSource and downloadHref', () => {
  it.each([
    ['/articles', { src: '/articles', sameOrigin: true }],
    ['https://tools.example.org/book?x=1', { src: 'https://tools.example.org/book?x=1', sameOrigin: false }],
    ['http://tools.example.org', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['data:text/html,<script>1</script>', null],
    ['articles', null],
  ])('frames %j as %j', (url, expected) => {
    expect(frameSource(url)).toEqual(expected);
  });

  it.each([
    ['data:application/pdf;base64,JVBERi0=', true],
    ['data:text/plain,hello', true],
    ['data:,hello', true],
    ['/files/plan.pdf', true],
    ['https://cdn.example.org/plan.pdf', true],
    ['data:text/html;base64,PHNjcmlwdD4=', false],
    ['data:image/svg+xml,<svg onload=alert(1)>', false],
    ['data:application/javascript,alert(1)', false],
    ['javascript:alert(1)', false],
    ['http://cdn.example.org/plan.pdf', false],
  ])('offers %j for download: %s', (url, allowed) => {
    expect(downloadHref(url) !== null).toBe(allowed);
  });
});

describe('socialProfileUrl', () => {
  it.each([
    ['instagram', '@stride.fit', 'https://www.instagram.com/stride.fit'],
    ['facebook', 'stridefit', 'https://www.facebook.com/stridefit'],
    ['youtube', '@StrideFit', 'https://www.youtube.com/@StrideFit'],
    ['tiktok', 'stride_fit', 'https://www.tiktok.com/@stride_fit'],
    ['x', '@stride', 'https://x.com/stride'],
    ['linkedin', 'jane-doe', 'https://www.linkedin.com/in/jane-doe'],
    ['linkedin', 'company/stride', 'https://www.linkedin.com/company/stride'],
    ['website', 'stride.example.org/coaching', 'https://stride.example.org/coaching'],
    ['instagram', 'https://www.instagram.com/stride/', 'https://www.instagram.com/stride/'],
  ] as const)('links %s %j', (network, handle, url) => {
    expect(socialProfileUrl(network, handle)).toBe(url);
  });

  it.each([
    ['instagram', 'https://evil.example/stride'],
    ['x', 'two words'],
    ['website', 'javascript:alert(1)'],
    ['website', 'localhost'],
    ['facebook', '../admin'],
  ] as const)('refuses %s %j', (network, handle) => {
    expect(socialProfileUrl(network, handle)).toBeNull();
  });
});

describe('block schemas', () => {
  it("refuses hero and iframe ratios outside 10–300 with 'Ratio Out Of Range'", () => {
    expect(checkRatio(10)).toBe(10);
    expect(checkRatio(300)).toBe(300);
    for (const input of [
      { id: 'h', type: 'hero', title: 'Hero', height_ratio: 9 },
      { id: 'f', type: 'iframe', url: '/x', height_ratio: 301 },
    ]) {
      const result = blockSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['height_ratio'], message: 'Ratio Out Of Range' }),
      ]);
    }
  });

  it('fills defaults, so a block needs only what it shows', () => {
    expect(blockSchema.parse({ id: 'm', type: 'map', address: 'Leeds' })).toEqual({
      id: 'm',
      type: 'map',
      address: 'Leeds',
      latitude: null,
      longitude: null,
      zoom: 15,
      height: { unit: 'percent', value: 100 },
    });
  });

  it('keeps the fields of blocks drawn by other remotes as they are', () => {
    expect(blockSchema.parse({ id: 'c', type: 'chat', thread_id: 't-1', anything: [1] })).toEqual({
      id: 'c',
      type: 'chat',
      thread_id: 't-1',
      anything: [1],
    });
  });

  it.each([
    [{ id: 'a', type: 'attachment', name: 'File' }, ['url'], 'An attachment needs a url or an audio attribute'],
    [{ id: 'l', type: 'livestream' }, ['video'], 'A livestream needs a video or a video attribute'],
    [
      { id: 'm', type: 'map', address: 'x', latitude: 1 },
      ['longitude'],
      'Give both latitude and longitude, or neither',
    ],
    [
      { id: 's', type: 'social', links: [{ network: 'x', handle: 'a b' }] },
      ['links', 0, 'handle'],
      'Not a handle or https link of that network',
    ],
    [
      { id: 'e', type: 'extension', url: 'http://tool.example' },
      ['url'],
      'Use an https:// address or a path of this app like /articles',
    ],
    [{ id: 'c', type: 'composed', blocks: [{ id: 'x', type: 'composed' }] }, ['blocks', 0, 'type'], expect.any(String)],
  ])('refuses %j', (input, path, message) => {
    const result = blockSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toEqual(expect.objectContaining({ path, message }));
  });
});
