import type { BootData } from '@stride/shared';
import { makeConfig } from '@stride/shared/testing';
import { leadImagePreload, renderShellHtml, serializeBootJson, shellScripts } from './shellHtml';

const template =
  '<!doctype html><html><head><title>Stride</title><!--stride-preload--></head><body><div id=root></div><!--stride-boot-->' +
  '<script defer src=/shell/main.js></script><script src="/shell/vendor.js"></script></body></html>';

function boot(overrides: Partial<BootData> = {}): BootData {
  return {
    apiBase: '/api',
    deviceId: 'device-1',
    registry: { remotes: {} },
    config: makeConfig({
      access: { ...makeConfig().access, allow_anonymous_browsing: false },
      app: { slug: 'demo', name: 'Demo <b>&</b>', platform_rewardful_slug: null },
    }),
    page: null,
    ...overrides,
  };
}

function bootJsonOf(html: string): unknown {
  const match = /<script id="stride-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no boot element');
  return JSON.parse(match[1]!);
}

describe('renderShellHtml', () => {
  it('inlines the boot data as JSON that parses back to the same value', () => {
    const data = boot();
    expect(bootJsonOf(renderShellHtml(template, data, []))).toEqual(data);
  });

  it('keeps "</script>", "<!--" and "$&" in content from breaking out of the boot element', () => {
    const hostile = boot({ deviceId: '</script><script>alert(1)</script><!-- $& $1 \u2028' });
    const html = renderShellHtml(template, hostile, []);
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(html).not.toContain('<script>alert(1)');
    expect(bootJsonOf(html)).toEqual(hostile);
    expect(serializeBootJson(hostile)).not.toMatch(/[<>\u2028]/);
  });

  it('puts preload links in the head and leaves no markers behind', () => {
    const html = renderShellHtml(template, boot(), [
      { href: '/shell/main.js', as: 'script' },
      { href: '/remotes/mfe-content/abc/remoteEntry.js?x="1"', as: 'script' },
    ]);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" href="/shell/main.js" as="script" />');
    expect(head).toContain('href="/remotes/mfe-content/abc/remoteEntry.js?x=&quot;1&quot;"');
    expect(html).not.toContain('<!--stride-');
  });

  it('puts server markup before the root and its CSS in the head, where a "</style>" in it cannot end the element', () => {
    const html = renderShellHtml(template, boot(), [], {
      remote: 'mfe-content',
      path: '/',
      html: '<p class="drawn">Home</p>',
      styles: '.drawn::after{content:"</style><script>alert(1)</script>"}',
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<style data-remote-styles>.drawn::after{content:"<\\/style><script>alert(1)</script>"}</style>',
    );
    // The other one ends the theme's stylesheet.
    expect(html.match(/<\/style>/g)).toHaveLength(2);
    expect(html).toContain('<p class="drawn">Home</p></div><div id=root></div>');
  });

  it('asks for the first picture the markup loads at once before anything else in the head', () => {
    const html = renderShellHtml(template, boot(), [{ href: '/shell/main.js', as: 'script' }], {
      remote: 'mfe-content',
      path: '/',
      html:
        '<img class="icon" src="data:image/svg+xml,x" loading="lazy" alt=""/>' +
        '<section><img class="hero" src="/uploads/a.jpg?w=1&amp;h=2" alt=""/></section>' +
        '<img src="/uploads/b.jpg" alt=""/>',
      styles: '',
    });
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = '<link rel="preload" as="image" href="/uploads/a.jpg?w=1&amp;h=2">';
    expect(head).toContain(preload);
    expect(head.indexOf(preload)).toBeLessThan(head.indexOf('<style'));
    expect(head.indexOf(preload)).toBeLessThan(head.indexOf('/shell/main.js'));
    expect(head).not.toContain('b.jpg');
  });

  it('preloads no picture when the first one is lazy-only further down, or drawn inline', () => {
    expect(leadImagePreload('<p>Text</p><img src="/uploads/a.jpg" loading="lazy" alt=""/>')).toBe('');
    expect(leadImagePreload('<img src="data:image/png;base64,AAAA" alt=""/>')).toBe('');
  });

  it('titles the page with the app name, escaped', () => {
    expect(renderShellHtml(template, boot(), [])).toContain('<title>Demo &lt;b&gt;&amp;&lt;/b&gt;</title>');
  });

  it("describes the page for search results with its first text, escaped, or the app's name", () => {
    expect(renderShellHtml(template, boot(), [])).toContain(
      '<meta name="description" content="Demo &lt;b&gt;&amp;&lt;/b&gt;">',
    );
    const data = { page: {}, blocks: [{ type: 'text', text: 'Lift "heavy" & rest' }], attributes: {} };
    const withPage = boot({ page: { path: '/', data } as unknown as BootData['page'] });
    expect(renderShellHtml(template, withPage, [])).toContain(
      '<meta name="description" content="Lift &quot;heavy&quot; &amp; rest">',
    );
  });
});

describe('shellScripts', () => {
  it('finds script sources whether or not the attribute is quoted', () => {
    expect(shellScripts(template)).toEqual(['/shell/main.js', '/shell/vendor.js']);
  });

  it("carries the theme's stylesheet in the head, following the device's mode when the member picked none", () => {
    const html = renderShellHtml(template, boot(), []);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<meta name="color-scheme" content="light dark">');
    expect(head).toMatch(/<style id="stride-theme">:root\{--stride-primary:/);
    expect(head).toContain('@media (prefers-color-scheme:dark)');
    expect(html).toMatch(/^<!doctype html><html>/);
  });

  it("draws the member's picked colour mode from the first paint", () => {
    const html = renderShellHtml(template, boot(), [], null, 'dark');
    expect(html).toMatch(/^<!doctype html><html data-color-mode="dark">/);
    expect(html).toContain('<meta name="color-scheme" content="dark">');
  });

  it("declares and preloads the theme's self-hosted fonts, and none for the system font", () => {
    const config = makeConfig();
    const themed = boot({
      config: { ...config, theme: { ...config.theme, heading_font: 'Poppins', body_font: 'Inter' } },
    });
    const head = renderShellHtml(template, themed, []).split('</head>')[0]!;
    expect(head).toContain('font-family:"Poppins"');
    expect(head).toContain(
      '<link rel="preload" href="/fonts/inter/5.3.0/inter-latin-400-normal.woff2" as="font" type="font/woff2" crossorigin>',
    );
    expect(renderShellHtml(template, boot(), [])).not.toMatch(/@font-face|as="font"/);
  });
});
