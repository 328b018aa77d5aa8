import type { Block, PageData } from '@stride/shared';
import { makeConfig } from '@stride/shared/testing';
import { makePageAccess } from '@stride/shared/testing';
import { firstPaintHtml } from './firstPaint';

const config = makeConfig();
const guest = { guest: true };
const member = { guest: false };

function page(blocks: unknown[]): PageData {
  return {
    page: {
      id: 'p',
      rootId: 'p',
      contentRootId: 'p',
      path: '/',
      title: 'Home',
      type: 'generic',
      actions: [],
      access: makePageAccess(),
      show_tabbar: true,
      show_view_switcher: false,
      background_color: null,
    },
    blocks: blocks as Block[],
    attributes: {},
  };
}

const hero = { id: 'h', type: 'hero', title: 'Train <smarter>', subtitle: 'Every day', height_ratio: 150 };
const text = { id: 't', type: 'text', text: 'Hello **there**, see [the plan](/plan).\n\nSecond', align: 'left' };

describe('firstPaintHtml', () => {
  it('draws the app name and the top hero, text and image blocks in order, escaped', () => {
    const html = firstPaintHtml(
      page([hero, text, { id: 'i', type: 'image', url: '/uploads/a.png', alt: 'A "photo"' }]),
      config,
      guest,
    );
    expect(html).toContain(config.app.name);
    expect(html).toContain('<h1>Train &lt;smarter&gt;</h1><p>Every day</p>');
    expect(html).toContain('min-height:300px');
    expect(html).toContain('<p>Hello <strong>there</strong>, see the plan.</p><p>Second</p>');
    expect(html).toContain('<img class="sfp-image" src="/uploads/a.png" alt="A &quot;photo&quot;">');
    expect(html.indexOf('<h1>')).toBeLessThan(html.indexOf('Hello'));
    expect(html).not.toContain('data-block-type');
  });

  it('stops at the first block it does not draw, so the order on screen never changes', () => {
    const html = firstPaintHtml(page([hero, { id: 'c', type: 'collection', items: [] }, text]), config, guest);
    expect(html).toContain('Train');
    expect(html).not.toContain('Hello');
  });

  it('draws nothing for a page that starts with another block, or with a block naming the member', () => {
    expect(firstPaintHtml(page([{ id: 'c', type: 'code', code: 'x' }, hero]), config, guest)).toBe('');
    expect(firstPaintHtml(page([{ ...text, text: 'Hi {{member.first_name}}' }]), config, member)).toBe('');
    expect(firstPaintHtml(page([{ ...hero, title: 'Hi {{member.first_name|there}}' }]), config, member)).toBe('');
    expect(firstPaintHtml(page([{ ...hero, title: 'Hi {{member.first_name|there}}' }]), config, guest)).toContain(
      '<h1>Hi there</h1>',
    );
  });

  it('fills the page title and string attributes, the same for everyone', () => {
    const data = {
      ...page([
        { ...hero, title: '{{page.title}} with {{coach|us}}' },
        { ...text, text: '', attribute: 'intro' },
      ]),
      attributes: { coach: { type: 'string', value: 'Sam' }, intro: { type: 'rich_text', value: 'All **about** it' } },
    };
    const html = firstPaintHtml(data, config, guest);
    expect(html).toContain('<h1>Home with Sam</h1>');
    expect(html).toContain('<p>All <strong>about</strong> it</p>');
  });

  it('never draws script or other-scheme image sources', () => {
    for (const url of ['javascript:alert(1)', '//evil.example/x.png', '/\\evil.example/x.png', 'data:text/html,x']) {
      expect(firstPaintHtml(page([{ id: 'i', type: 'image', url, alt: '' }]), config, guest)).toBe('');
    }
  });
});
