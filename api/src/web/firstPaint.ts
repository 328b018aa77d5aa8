import {
  colorHex,
  LAYOUT,
  textColorFor,
  type Block,
  type BlockColor,
  type GlobalConfig,
  type PageData,
} from '@stride/shared';
import { escapeHtmlAttribute, escapeHtmlText } from './shellHtml';

/** Enough to fill a phone's first screen; the rest arrives with the content remote. */
const MAX_BLOCKS = 3;

/** `**bold**` and `[label](url)` of the text block's markdown-light, drawn as bold and plain text. */
function inlineText(text: string): string {
  return escapeHtmlText(text)
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1');
}

/** Images a first paint may show: inline data, this origin, or https. */
function safeImage(url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]/i.test(url) || /^https:\/\//i.test(url)) return url;
  return url.startsWith('/') && !/^\/[/\\]/.test(url) ? url : null;
}

/** A string or rich_text page attribute's text (loose string values count as strings), else null. */
function attributeText(page: PageData, slug: string): string | null {
  const value = page.attributes[slug];
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return null;
  const { type, value: text } = value as { type?: unknown; value?: unknown };
  return (type === 'string' || type === 'rich_text') && typeof text === 'string' ? text : null;
}

export interface FirstPaintViewer {
  /** No stored session came with the request: `{{member.…}}` shows its fallback, as the app shows a guest. */
  guest: boolean;
}

/**
 * `{{page.title}}` and plain string page attributes are the same for everyone; `{{member.x|fallback}}` is the
 * fallback for a guest. A block naming a signed-in member, or anything else, is left to the app.
 */
function filled(text: string, page: PageData, viewer: FirstPaintViewer): string | null {
  let unresolved = false;
  const result = text.replace(
    /\{\{\s*([\w.-]+)\s*(?:\|([^}]*))?\}\}/g,
    (_match, slug: string, fallback: string | undefined) => {
      if (slug === 'page.title') return page.page.title;
      if (slug.startsWith('member.') && viewer.guest) return fallback ?? '';
      const value = attributeText(page, slug);
      if (value !== null) return value;
      unresolved = true;
      return '';
    },
  );
  return unresolved ? null : result;
}

function color(config: GlobalConfig, value: BlockColor | null | undefined, fallback: BlockColor): string {
  return colorHex(config.theme, value ?? fallback);
}

function blockHtml(block: Block, page: PageData, config: GlobalConfig, viewer: FirstPaintViewer): string | null {
  switch (block.type) {
    case 'hero': {
      const title = filled(block.title, page, viewer);
      const subtitle = block.subtitle ? filled(block.subtitle, page, viewer) : '';
      if (title === null || subtitle === null) return null;
      const background = color(config, block.background_color, 'primary');
      const image = safeImage(block.image_url);
      const foreground = image ? '#ffffff' : textColorFor(background);
      const height = Math.round((LAYOUT.blockBaseHeight * Math.min(300, Math.max(10, block.height_ratio))) / 100);
      return (
        `<section class="sfp-hero" style="min-height:${height}px;background:${background};color:${foreground}">` +
        (image ? `<img class="sfp-hero__image" src="${escapeHtmlAttribute(image)}" alt="">` : '') +
        `<div class="sfp-hero__body"><h1>${escapeHtmlText(title)}</h1>` +
        (subtitle ? `<p>${escapeHtmlText(subtitle)}</p>` : '') +
        '</div></section>'
      );
    }
    case 'text': {
      // A text block may show a page attribute's text instead of its own.
      const source = block.attribute ? attributeText(page, block.attribute) : block.text;
      const text = source === null ? null : filled(source, page, viewer);
      if (text === null) return null;
      const paragraphs = text
        .split(/\n\s*\n/)
        .map((paragraph) => `<p>${inlineText(paragraph.trim())}</p>`)
        .join('');
      return `<div class="sfp-text" style="text-align:${block.align}">${paragraphs}</div>`;
    }
    case 'image': {
      const image = safeImage(block.url);
      return image
        ? `<img class="sfp-image" src="${escapeHtmlAttribute(image)}" alt="${escapeHtmlAttribute(block.alt)}">`
        : null;
    }
    default:
      return null;
  }
}

// The content remote's own measures (blocks.scss), so nothing moves when React draws the page.
const STYLE =
  '<style>body{margin:0}.sfp{font:16px/1.5 system-ui,sans-serif;color:#384250}' +
  '.sfp-bar{height:56px;display:flex;align-items:center;justify-content:center;font-weight:700;font-size:1.1rem}' +
  '.sfp-blocks{display:flex;flex-direction:column;gap:1rem;padding:1rem 0}' +
  '.sfp-hero{position:relative;display:flex;align-items:flex-end;overflow:hidden}' +
  '.sfp-hero__image{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}' +
  '.sfp-hero__body{position:relative;width:100%;padding:1.5rem 1rem;display:flex;flex-direction:column;gap:.5rem}' +
  '.sfp-hero h1{margin:0;font:700 1.75rem/1.2 system-ui}.sfp-hero p{margin:0;font-size:1.0625rem;line-height:1.4}' +
  '.sfp-text{padding:0 1rem;line-height:1.6;overflow-wrap:anywhere}.sfp-text p{margin:0 0 .75rem}' +
  '.sfp-text p:last-child{margin-bottom:0}' +
  '.sfp-image{display:block;width:calc(100% - 2rem);margin:0 1rem;border-radius:12px}</style>';

/**
 * A static first paint of a public page, drawn into the shell's root before any script runs: on a slow
 * network the member reads the page's first blocks while the shell and the content remote download, and
 * React replaces it on its first render. Only hero, text and image blocks at the top of the page are drawn,
 * in order; the first other block ends it. It carries no data-block-type: first-content measurements keep
 * timing the app itself.
 */
export function firstPaintHtml(page: PageData, config: GlobalConfig, viewer: FirstPaintViewer): string {
  const drawn: string[] = [];
  for (const block of page.blocks.slice(0, MAX_BLOCKS)) {
    const html = blockHtml(block, page, config, viewer);
    if (html === null) break;
    drawn.push(html);
  }
  if (drawn.length === 0) return '';
  const background = page.page.background_color ? colorHex(config.theme, page.page.background_color) : null;
  const style = background ? ` style="background:${background};color:${textColorFor(background)}"` : '';
  return (
    `${STYLE}<div class="sfp" aria-hidden="true"${style}>` +
    `<div class="sfp-bar">${escapeHtmlText(config.app.name)}</div><div class="sfp-blocks">${drawn.join('')}</div></div>`
  );
}
