import { readFileSync } from 'node:fs';
import { BLOCK_ACTION_TYPES, BLOCK_TYPES } from '@stride/shared';
import { createTestApp, type TestApp } from '../../test/testDatabase';
import { AppError } from '../errors/AppError';
import { importContent, parseContentFile } from './importContent';
import { DEMO_CONTENT_FILE, resolveDemoContent } from './seedDemoApp';

const SVG = 'data:image/svg+xml;base64,PHN2Zy8+';

function fileWith(blocks: unknown[]) {
  return { app: { slug: 'blocks', name: 'Blocks' }, pages: [{ path: '/', title: 'Home', blocks }] };
}

function rejection(input: unknown): AppError {
  try {
    parseContentFile(input);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the content file was accepted');
}

/** One block of every type as an owner writes it, with only the fields each needs. */
const EVERY_TYPE: Record<(typeof BLOCK_TYPES)[number], Record<string, unknown>> = {
  hero: { type: 'hero', title: 'Hero', height_ratio: 120, video: { provider: 'youtube', id: 'dQw4w9WgXcQ' } },
  collection: { type: 'collection', title: 'All' },
  text: { type: 'text', text: 'Hello {{member.first_name}}', attribute: 'intro' },
  avatar: { type: 'avatar', name: 'Coach Sam', image_url: SVG },
  button: { type: 'button', label: 'Go', action: { type: 'open_page', target: '/' } },
  attachment: { type: 'attachment', name: 'Plan.txt', url: 'data:text/plain,plan', size_bytes: 4 },
  iframe: { type: 'iframe', url: '/articles', height_ratio: 10 },
  chat: { type: 'chat', thread: 'community' },
  livestream: { type: 'livestream', video: { provider: 'zoom', id: '1234567890' }, starts_at: '2030-01-05T09:00:00Z' },
  image: { type: 'image', url: SVG, width: 250, height: { unit: 'pixel', value: 120 } },
  share: { type: 'share' },
  workout: { type: 'workout', workout: 'strength', mode: 'follow_along' },
  icon_list: { type: 'icon_list', items: [{ icon: 'check', text: 'Done' }] },
  map: { type: 'map', address: 'Leeds', latitude: 53.8, longitude: -1.55 },
  composed: { type: 'composed', layout: 'columns', blocks: [{ type: 'text', text: 'Inside' }] },
  form_submission: { type: 'form_submission', form: 'check-in' },
  calendar: { type: 'calendar' },
  search: { type: 'search', content_type: 'workout' },
  code: { type: 'code', code: '<b>x</b>' },
  social: { type: 'social', links: [{ network: 'instagram', handle: '@stride' }] },
  member_directory: { type: 'member_directory' },
  extension: { type: 'extension', url: 'https://tools.example.org/book', height: { unit: 'percent', value: 150 } },
};

describe('blocks in the content file', () => {
  it('accepts a block of every type, filling ids and defaults', () => {
    const file = parseContentFile({
      ...fileWith(Object.values(EVERY_TYPE)),
      threads: [{ slug: 'community', title: 'Community' }],
    });
    const blocks = file.pages[0]!.blocks;
    expect(blocks.map((b) => b.type)).toEqual(Object.keys(EVERY_TYPE));
    expect(blocks.every((b) => typeof b.id === 'string' && b.id.length > 0)).toBe(true);
    expect(blocks.find((b) => b.type === 'composed')).toMatchObject({
      blocks: [{ type: 'text', text: 'Inside', id: expect.any(String), align: 'left' }],
    });
    expect(blocks.find((b) => b.type === 'map')).toMatchObject({ zoom: 15, height: { unit: 'percent', value: 100 } });
  });

  it.each([
    [{ type: 'hero', title: 'Too tall', height_ratio: 301 }, 'pages.0.blocks.0.height_ratio'],
    [{ type: 'hero', title: 'Too short', height_ratio: 9.5 }, 'pages.0.blocks.0.height_ratio'],
    [{ type: 'iframe', url: '/articles', height_ratio: 0 }, 'pages.0.blocks.0.height_ratio'],
    [
      { type: 'composed', blocks: [{ type: 'iframe', url: '/articles', height_ratio: 1000 }] },
      'pages.0.blocks.0.blocks.0.height_ratio',
    ],
  ])("rejects %j with 'Ratio Out Of Range' at %s", (block, field) => {
    const error = rejection(fileWith([block]));
    expect(error.code).toBe('invalid_input');
    expect(error.field).toBe(field);
    expect(error.message).toBe(`${field}: Ratio Out Of Range`);
  });

  it.each([
    [
      { type: 'hero', title: 'h', video: { provider: 'youtube', url: 'http://youtube.com/watch?v=dQw4w9WgXcQ' } },
      'pages.0.blocks.0.video',
    ],
    [{ type: 'livestream', video: { provider: 'dailymotion', id: 'x' } }, 'pages.0.blocks.0.video.provider'],
    [{ type: 'livestream', video: { provider: 'vimeo', url: 'https://evil.example/1' } }, 'pages.0.blocks.0.video'],
    [{ type: 'extension', url: 'http://tools.example.org' }, 'pages.0.blocks.0.url'],
    [{ type: 'iframe', url: 'javascript:alert(1)' }, 'pages.0.blocks.0.url'],
    [{ type: 'attachment', name: 'x', url: 'data:text/html,<script>1</script>' }, 'pages.0.blocks.0.url'],
    [{ type: 'social', links: [{ network: 'myspace', handle: 'x' }] }, 'pages.0.blocks.0.links.0.network'],
    [{ type: 'map', address: 'x', latitude: 91, longitude: 0 }, 'pages.0.blocks.0.latitude'],
    [{ type: 'image', url: SVG, height: { unit: 'em', value: 3 } }, 'pages.0.blocks.0.height.unit'],
    [{ type: 'text', text: 'x', colour: 'red' }, 'pages.0.blocks.0'],
    [{ type: 'icon_list', items: [{ icon: 'unicorn', text: 'x' }] }, 'pages.0.blocks.0.items.0.icon'],
    [{ type: 'button', label: 'x', action: { type: 'open_app', target: null } }, 'pages.0.blocks.0.action.type'],
  ])('rejects %j naming %s', (block, field) => {
    expect(rejection(fileWith([block])).field).toBe(field);
  });

  it('keeps fields of blocks drawn by other remotes, which own them', () => {
    const file = parseContentFile(fileWith([{ type: 'calendar', view: 'month', scope: 'global' }]));
    expect(file.pages[0]!.blocks[0]).toMatchObject({ type: 'calendar', view: 'month', scope: 'global' });
  });

  it.each([
    [{ type: 'collection', paths: ['/'] }, 'pages.0.blocks.0.blocks.0.type'],
    [{ type: 'chat', thread: 'community' }, 'pages.0.blocks.0.blocks.0.type'],
    [
      { type: 'button', label: 'Buy', action: { type: 'trigger_purchase', target: 'p' } },
      'pages.0.blocks.0.blocks.0.action',
    ],
    [{ type: 'composed', blocks: [] }, 'pages.0.blocks.0.blocks.0.type'],
  ])('refuses %j inside a composed block, whose children the import does not resolve', (child, field) => {
    expect(rejection(fileWith([{ type: 'composed', blocks: [child] }])).field).toBe(field);
  });
});

describe('the block showcase of the demo app', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  /**
   * The demo content without its members' passwords: hashing four with the production scrypt cost is seconds of
   * CPU on a loaded 2-core machine, and nothing here signs in (importContent.test covers the hashing).
   */
  const demo = () => {
    const file = resolveDemoContent(JSON.parse(readFileSync(DEMO_CONTENT_FILE, 'utf8')), new Date()) as {
      members: { password?: string }[];
    };
    return { ...file, members: file.members.map(({ password: _password, ...member }) => member) };
  };

  it('has a block of every type and uses every block action', () => {
    const file = parseContentFile(demo());
    const showcase = file.pages.find((p) => p.path === '/showcase')!;
    expect(showcase).toMatchObject({ title: 'Block showcase', type: 'generic' });
    type Written = { type: string; blocks?: Written[]; action?: { type: string } | null };
    const all = (showcase.blocks as Written[]).flatMap((b) => [b, ...(b.blocks ?? [])]);
    expect(new Set(all.map((b) => b.type))).toEqual(new Set(BLOCK_TYPES));
    const actions = all.flatMap((b) => (b.action ? [b.action.type] : []));
    expect(new Set(actions)).toEqual(new Set(BLOCK_ACTION_TYPES));
  });

  it('imports with its overlay, product, form and thread resolved and is served to a guest', async () => {
    const { appId } = await importContent(testApp.db, demo());
    const res = await testApp.app.inject({ url: '/api/__/showcase/index.json', headers: { 'x-app-slug': 'demo' } });
    expect(res.statusCode).toBe(200);
    const { blocks } = res.json() as { blocks: Record<string, unknown>[] };
    const byId = (id: string) => blocks.find((b) => b.id === id)!;
    const uuid = expect.stringMatching(/^[0-9a-f-]{36}$/);
    expect(byId('showcase-hero')).toMatchObject({ action: { type: 'trigger_overlay', target: uuid } });
    expect(byId('showcase-purchase')).toMatchObject({ action: { type: 'trigger_purchase', target: uuid } });
    expect(byId('showcase-form')).toMatchObject({ action: { type: 'trigger_form', target: uuid } });
    expect(byId('showcase-chat')).toMatchObject({ thread_id: uuid });
    expect(byId('showcase-chat')).not.toHaveProperty('thread');
    expect((byId('showcase-collection').items as unknown[]).length).toBe(3);
    expect(appId).toEqual(uuid);
  });
});
