import { BLOCK_TYPES, type Block } from '@stride/shared';
import { blockSchema } from '@stride/shared/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, makeUser, signedIn, withoutSlotOwner } from '@stride/shared/testing';
import { BlockList } from './BlockList';
import { blockOf, renderBlocks } from '../testing/renderBlocks';

const SVG = 'data:image/svg+xml;base64,PHN2Zy8+';

let nextId = 0;

function block(input: Record<string, unknown>): Block {
  nextId += 1;
  return blockSchema.parse({ id: `b-${nextId}`, ...input });
}

/** One valid block of every type, with something visible to look for. */
const EVERY_TYPE: Record<Block['type'], Block> = {
  hero: block({ type: 'hero', title: 'Hero title', subtitle: 'Hero subtitle' }),
  collection: block({
    type: 'collection',
    title: 'Collection title',
    items: [{ page_id: 'p1', path: '/workouts/legs', title: 'Leg day', type: 'workout' }],
  }),
  text: block({ type: 'text', text: 'Plain **text** block' }),
  avatar: block({ type: 'avatar', name: 'Coach Sam', subtitle: 'Head coach' }),
  button: block({ type: 'button', label: 'Go to workouts', action: { type: 'open_page', target: '/workouts' } }),
  attachment: block({ type: 'attachment', name: 'Plan.pdf', url: '/files/plan.pdf', size_bytes: 1500 }),
  iframe: block({ type: 'iframe', url: '/articles', title: 'Articles frame' }),
  chat: block({ type: 'chat', thread_id: 't-1' }),
  livestream: block({ type: 'livestream', title: 'Friday live', video: { provider: 'youtube', id: 'dQw4w9WgXcQ' } }),
  image: block({ type: 'image', url: SVG, alt: 'Coach Sam training', caption: 'Image caption' }),
  share: block({ type: 'share', label: 'Share this page' }),
  workout: block({ type: 'workout', workout_id: 'w-1' }),
  icon_list: block({ type: 'icon_list', title: 'Benefits', items: [{ icon: 'check', text: 'Short workouts' }] }),
  map: block({ type: 'map', address: '1 Gym Street, Leeds', latitude: 53.8, longitude: -1.55 }),
  composed: block({
    type: 'composed',
    layout: 'columns',
    blocks: [
      { id: 'c1', type: 'text', text: 'Left column' },
      { id: 'c2', type: 'text', text: 'Right column' },
    ],
  }),
  form_submission: block({ type: 'form_submission', form_id: 'f-1' }),
  calendar: block({ type: 'calendar' }),
  search: block({ type: 'search', content_type: 'workout', placeholder: 'Find a workout' }),
  code: block({ type: 'code', code: 'const reps = 10;', language: 'js' }),
  social: block({ type: 'social', title: 'Follow us', links: [{ network: 'instagram', handle: '@stride' }] }),
  member_directory: block({ type: 'member_directory' }),
  extension: block({ type: 'extension', url: '/booking', title: 'Book a session' }),
};

describe('BlockList', () => {
  it('renders a block of every one of the 22 types, each marked with its type', async () => {
    await renderBlocks(Object.values(EVERY_TYPE));

    for (const type of BLOCK_TYPES) expect(blockOf(type)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hero title' })).toBeInTheDocument();
    expect(within(blockOf('collection')).getByRole('link', { name: 'Leg day' })).toHaveAttribute(
      'href',
      '/workouts/legs',
    );
    expect(within(blockOf('text')).getByText('text').tagName).toBe('STRONG');
    expect(within(blockOf('avatar')).getByText('Coach Sam')).toBeInTheDocument();
    expect(within(blockOf('avatar')).getByText('CS')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to workouts' })).toHaveAttribute('href', '/workouts');
    expect(within(blockOf('attachment')).getByRole('link', { name: /Plan\.pdf/ })).toHaveAttribute(
      'download',
      'Plan.pdf',
    );
    expect(within(blockOf('attachment')).getByText('Download · 1.5 kB')).toBeInTheDocument();
    expect(screen.getByTitle('Articles frame')).toHaveAttribute('src', '/articles');
    expect(within(blockOf('livestream')).getByRole('heading', { name: 'Friday live' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Coach Sam training' })).toHaveAttribute('src', SVG);
    expect(screen.getByRole('button', { name: 'Share this page' })).toBeInTheDocument();
    expect(within(blockOf('icon_list')).getByText('Short workouts')).toBeInTheDocument();
    expect(within(blockOf('map')).getByText('1 Gym Street, Leeds')).toBeInTheDocument();
    expect(within(blockOf('composed')).getByText('Left column')).toBeInTheDocument();
    expect(within(blockOf('composed')).getByText('Right column')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Find a workout');
    expect(within(blockOf('code')).getByText('const reps = 10;').tagName).toBe('CODE');
    expect(within(blockOf('social')).getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/stride',
    );
    expect(screen.getByTitle('Book a session')).toHaveAttribute('src', '/booking');
  });

  it("says other domains' blocks without an owner aren't available yet, and keeps owned ones' places", async () => {
    const unowned = withoutSlotOwner('calendar');
    await renderBlocks([
      EVERY_TYPE.chat,
      EVERY_TYPE.workout,
      EVERY_TYPE.calendar,
      EVERY_TYPE.form_submission,
      EVERY_TYPE.member_directory,
    ]);

    expect(screen.getAllByText("This block isn't available yet.")).toHaveLength(1);
    for (const type of ['chat', 'workout', 'form_submission', 'member_directory'] as const) {
      expect(blockOf(type).querySelector('.content-slot--pending')).toHaveAttribute('aria-busy', 'true');
    }
    unowned.restore();
  });

  it('asks first for the picture of a hero that opens the page, and for no other', async () => {
    await renderBlocks([
      block({ type: 'hero', title: 'Welcome', image_url: SVG }),
      block({ type: 'image', url: SVG, alt: 'Second block' }),
    ]);
    expect(blockOf('hero', 0).querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(blockOf('image', 0).querySelector('img')).not.toHaveAttribute('fetchpriority');
  });

  it("loads the images of the page's first two blocks at once, the rest lazily (avatars too), and a collection's first row only", async () => {
    const collection = (title: string) =>
      block({
        type: 'collection',
        title,
        layout: 'grid',
        items: ['a', 'b', 'c'].map((id) => ({
          page_id: `${title}-${id}`,
          path: `/${id}`,
          title: id,
          type: 'article',
          image_url: SVG,
        })),
      });
    await renderBlocks([
      collection('first'),
      block({ type: 'image', url: SVG, alt: 'Second block' }),
      block({ type: 'image', url: SVG, alt: 'Third block' }),
      collection('fourth'),
      block({ type: 'avatar', name: 'Coach', image_url: SVG }),
    ]);
    const loadingOf = (type: Block['type'], index: number) =>
      [...blockOf(type, index).querySelectorAll('img')].map((image) => image.getAttribute('loading'));
    expect(loadingOf('collection', 0)).toEqual(['eager', 'eager', 'lazy']);
    expect(loadingOf('image', 0)).toEqual(['eager']);
    expect(loadingOf('image', 1)).toEqual(['lazy']);
    expect(loadingOf('collection', 1)).toEqual(['lazy', 'lazy', 'lazy']);
    expect(loadingOf('avatar', 0)).toEqual(['lazy']);
    // Only a hero's picture is asked for first (the next test).
    expect(document.querySelectorAll('img[fetchpriority]')).toHaveLength(0);
  });

  it('leaves out only block types this build does not know', async () => {
    const unknown = { id: 'poll', type: 'poll', question: 'Which day?' } as unknown as Block;
    await renderBlocks([unknown, EVERY_TYPE.text]);

    expect(document.querySelector('[data-block-type="poll"]')).toBeNull();
    expect(screen.queryByText('Which day?')).not.toBeInTheDocument();
    expect(screen.getByText('text')).toBeInTheDocument();
  });

  it('keeps markup in code blocks as text', async () => {
    await renderBlocks([block({ type: 'code', code: '<script>window.hacked = true</script><b>bold?</b>' })]);

    expect(screen.getByText('<script>window.hacked = true</script><b>bold?</b>')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
  });

  describe('ratio rule', () => {
    // React reports errors its boundaries catch; here they are the behaviour under test.
    beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
    afterEach(() => jest.restoreAllMocks());

    it.each([
      ['hero', { id: 'h', type: 'hero', title: 'Too tall', height_ratio: 500 }],
      ['iframe', { id: 'f', type: 'iframe', url: '/articles', title: 'Too short', height_ratio: 5 }],
    ])('shows the error state for a %s whose ratio is out of range, and the rest of the page', async (type, input) => {
      await renderBlocks([input as unknown as Block, EVERY_TYPE.text]);

      expect(within(blockOf(type as Block['type'])).getByRole('note')).toHaveTextContent(
        "This block can't be shown.Ratio Out Of Range",
      );
      expect(screen.queryByText('Too tall')).not.toBeInTheDocument();
      expect(screen.queryByTitle('Too short')).not.toBeInTheDocument();
      expect(screen.getByText('text')).toBeInTheDocument();
    });

    it('draws a block again when a corrected version of it arrives', async () => {
      const bad = { id: 'h', type: 'hero', title: 'Hero', height_ratio: 500 } as unknown as Block;
      const { view } = await renderBlocks([bad]);
      expect(screen.getByRole('note')).toBeInTheDocument();

      view.rerender(<BlockList blocks={[block({ type: 'hero', title: 'Hero', height_ratio: 50 })]} />);
      expect(screen.getByRole('heading', { name: 'Hero' })).toBeInTheDocument();
    });

    it('frames only https pages and paths of this app', async () => {
      const frame = { id: 'f', type: 'iframe', url: 'javascript:alert(1)', title: 'Bad frame', height_ratio: 100 };
      await renderBlocks([frame as unknown as Block]);

      expect(screen.queryByTitle('Bad frame')).not.toBeInTheDocument();
      expect(screen.getByRole('note')).toHaveTextContent("This block can't be shown.");
    });
  });

  describe('heights', () => {
    it('sizes heroes and iframes from their ratio of the 200 px base height', async () => {
      await renderBlocks([
        block({ type: 'hero', title: 'Half', height_ratio: 50 }),
        block({ type: 'iframe', url: '/articles', title: 'Frame', height_ratio: 150 }),
      ]);

      expect(screen.getByRole('heading', { name: 'Half' }).closest('section')).toHaveStyle({ minHeight: '100px' });
      expect(screen.getByTitle('Frame')).toHaveStyle({ height: '300px' });
    });

    it('reads pixel heights as pixels and percent heights as a share of the base height', async () => {
      await renderBlocks([
        block({ type: 'extension', url: '/tool', title: 'Pixel tool', height: { unit: 'pixel', value: 420 } }),
        block({ type: 'extension', url: '/tool', title: 'Percent tool', height: { unit: 'percent', value: 150 } }),
        block({ type: 'map', address: 'Here', latitude: 1, longitude: 2, height: { unit: 'percent', value: 75 } }),
        block({ type: 'image', url: SVG, alt: 'Cropped', height: { unit: 'pixel', value: 120 }, width: 250 }),
      ]);

      expect(screen.getByTitle('Pixel tool')).toHaveStyle({ height: '420px' });
      expect(screen.getByTitle('Percent tool')).toHaveStyle({ height: '300px' });
      expect(screen.getByTitle('Map of Here')).toHaveStyle({ height: '150px' });
      // 250 px at the 375 px base width is two thirds of the screen.
      expect(screen.getByRole('img', { name: 'Cropped' })).toHaveStyle({ height: '120px', width: '66.67%' });
    });
  });

  describe('colours', () => {
    it('fills blocks with their background and picks readable text by brightness', async () => {
      await renderBlocks([
        block({ type: 'text', text: 'On dark', background_color: 'dark' }),
        block({ type: 'icon_list', items: [{ icon: 'star', text: 'On light' }], background_color: 'light' }),
        block({ type: 'code', code: 'x', background_color: 'primary' }),
      ]);

      expect(screen.getByText('On dark').closest('.content-text')).toHaveStyle({
        backgroundColor: '#000000',
        color: '#ffffff',
      });
      expect(screen.getByText('On light').closest('section')).toHaveStyle({
        backgroundColor: '#f7f8f9',
        color: '#384250',
      });
      expect(screen.getByText('x').closest('figure')).toHaveStyle({ backgroundColor: '#5c29d3', color: '#ffffff' });
    });

    it("uses the owner's text colour when the block names one", async () => {
      await renderBlocks([
        block({
          type: 'social',
          title: 'Follow',
          links: [{ network: 'x', handle: 'stride' }],
          background_color: 'dark',
          text_color: 'secondary',
        }),
        block({
          type: 'button',
          label: 'Colour button',
          action: { type: 'open_page', target: '/' },
          color: 'black',
          text_color: 'light',
        }),
      ]);

      expect(screen.getByRole('heading', { name: 'Follow' }).closest('section')).toHaveStyle({
        backgroundColor: '#000000',
        color: '#dde3e9',
      });
      expect(screen.getByRole('link', { name: 'Colour button' })).toHaveStyle({
        backgroundColor: '#000000',
        color: '#f7f8f9',
      });
    });

    it('keeps light text over a hero photo and dark text on a light hero', async () => {
      await renderBlocks([
        block({ type: 'hero', title: 'Photo hero', image_url: SVG, background_color: 'white' }),
        block({ type: 'hero', title: 'Light hero', background_color: 'white' }),
      ]);

      expect(screen.getByRole('heading', { name: 'Photo hero' }).closest('section')).toHaveStyle({ color: '#ffffff' });
      expect(screen.getByRole('heading', { name: 'Light hero' }).closest('section')).toHaveStyle({
        backgroundColor: '#ffffff',
        color: '#384250',
      });
    });
  });

  describe('page attributes', () => {
    const page = {
      pageTitle: 'Leg day',
      attributes: {
        coach: { type: 'string', value: 'Sam' },
        intro: { type: 'rich_text', value: 'Warm up **well**.' },
        cover: { type: 'image', value: SVG },
      },
    };

    it('fills {{slug}} placeholders in hero, text and button strings', async () => {
      await renderBlocks(
        [
          block({ type: 'hero', title: 'Hi {{member.first_name}}', subtitle: '{{page.title}} with {{coach}}' }),
          block({ type: 'text', text: 'Coached by **{{coach}}**, goal: {{member.goal|not set}}' }),
          block({ type: 'button', label: 'Start {{page.title}}', action: { type: 'open_page', target: '/go' } }),
        ],
        { page, session: signedIn(makeUser({ name: 'Mia Member', attributes: { goal: 'strength' } })) },
      );

      expect(screen.getByRole('heading', { name: 'Hi Mia' })).toBeInTheDocument();
      expect(screen.getByText('Leg day with Sam')).toBeInTheDocument();
      expect(screen.getByText('Sam').tagName).toBe('STRONG');
      expect(screen.getByText(/goal: strength/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Start Leg day' })).toBeInTheDocument();
    });

    it('shows a fallback or nothing where a guest has no member attribute', async () => {
      await renderBlocks([block({ type: 'text', text: 'Hi {{member.first_name|there}}, {{member.goal}}!' })], { page });

      expect(screen.getByText('Hi there, !')).toBeInTheDocument();
    });

    it('shows a rich_text attribute in a text block and an image attribute in an image block', async () => {
      await renderBlocks(
        [
          block({ type: 'text', text: 'Fallback text', attribute: 'intro' }),
          block({ type: 'image', url: 'data:image/png;base64,AAAA', alt: 'Cover', attribute: 'cover' }),
          block({ type: 'text', text: 'Shown when empty', attribute: 'missing' }),
        ],
        { page },
      );

      expect(screen.getByText('well').tagName).toBe('STRONG');
      expect(screen.queryByText('Fallback text')).not.toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Cover' })).toHaveAttribute('src', SVG);
      expect(screen.getByText('Shown when empty')).toBeInTheDocument();
    });

    it('lets blocks inside a composed block use the page attributes too', async () => {
      await renderBlocks(
        [block({ type: 'composed', blocks: [{ id: 'in', type: 'text', text: 'Inside {{page.title}}' }] })],
        { page },
      );

      expect(screen.getByText('Inside Leg day')).toBeInTheDocument();
    });
  });

  it("shows the signed-in member in an avatar block that asks for the member, and the block's name to a guest", async () => {
    const avatar = block({ type: 'avatar', source: 'member', name: 'Our coach', size: 'medium' });
    const member = await renderBlocks([avatar], { session: signedIn(makeUser({ name: 'Mia Member' })) });
    expect(screen.getByText('Mia Member')).toBeInTheDocument();
    expect(screen.getByText('MM')).toHaveStyle({ '--stride-avatar-size': '180px' });
    member.view.unmount();

    await renderBlocks([avatar]);
    expect(screen.getByText('Our coach')).toBeInTheDocument();
    expect(screen.getByText('OC')).toBeInTheDocument();
  });

  it('searches pages of its type and links each match', async () => {
    const items = [
      { id: 'a', path: '/workouts/legs', title: 'Leg day', description: 'Squats and lunges', type: 'workout' },
      { id: 'b', path: '/workouts/core', title: 'Core blast', description: null, type: 'workout' },
    ];
    const fetch = jest.fn(async (_url: string) => jsonResponse(200, { items, total_count: 2 }));
    await renderBlocks(
      [block({ type: 'search', content_type: 'workout', with_tags: ['strength'], listing_path: '/workouts' })],
      {
        fetch,
      },
    );

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'squat{Enter}');
    expect(await screen.findByRole('link', { name: /Leg day/ })).toHaveAttribute('href', '/workouts/legs');
    expect(screen.queryByRole('link', { name: /Core blast/ })).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      expect.stringMatching(/^\/api\/content\/workout\?limit=100&with_tags=strength$/),
      expect.anything(),
    );

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'yoga{Enter}');
    expect(await screen.findByText('Nothing found for “yoga”.')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/workouts');
  });
});
