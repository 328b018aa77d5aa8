import { readFileSync } from 'node:fs';
import opentype, { type Font, type Path, type PathCommand } from 'opentype.js';
import { textColorFor } from '@stride/shared';

let interBold: Font | null = null;

/** Inter Bold (OFL, from @fontsource/inter), read once: initials are drawn as outlines, whatever fonts the host has. */
function font(): Font {
  if (!interBold) {
    const bytes = readFileSync(require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff'));
    interBold = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  }
  return interBold;
}

function hasGlyphs(text: string): boolean {
  return [...text].every((char) => font().charToGlyph(char).index !== 0);
}

/**
 * One or two letters for an app without a logo: the first letters of its first two words ("Demo Studio" → "DS"),
 * or of a one-word name ("Acme" → "A"). A name the bundled font cannot draw (another script) uses its slug.
 */
export function initialsOf(name: string, slug: string): string {
  const words = name.split(/[\s\-_.]+/).filter((word) => /^[\p{L}\p{N}]/u.test(word));
  const fromName = words
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toLocaleUpperCase('en');
  if (fromName && hasGlyphs(fromName)) return fromName;
  return (slug[0] ?? 'A').toUpperCase();
}

/** The glyph outlines of `text` on one baseline, kerned: opentype.js's own layout needs shaping tables Inter has and it cannot apply. */
function textPath(text: string, x: number, y: number, fontSize: number): Path {
  const typeface = font();
  const glyphs = [...text].map((char) => typeface.charToGlyph(char));
  const scale = fontSize / typeface.unitsPerEm;
  const path = new opentype.Path();
  let cursor = x;
  glyphs.forEach((glyph, index) => {
    path.extend(glyph.getPath(cursor, y, fontSize));
    cursor += (glyph.advanceWidth ?? 0) * scale;
    const next = glyphs[index + 1];
    if (next) cursor += typeface.getKerningValue(glyph, next) * scale;
  });
  return path;
}

/** SVG path data, two decimals (opentype.js's own toPathData writes NaN for some coordinates). */
function pathData(commands: readonly PathCommand[]): string {
  const n = (value: number | undefined) => (Math.round((value ?? 0) * 100) / 100).toString();
  return commands
    .map((command) => {
      switch (command.type) {
        case 'M':
        case 'L':
          return `${command.type}${n(command.x)} ${n(command.y)}`;
        case 'Q':
          return `Q${n(command.x1)} ${n(command.y1)} ${n(command.x)} ${n(command.y)}`;
        case 'C':
          return `C${n(command.x1)} ${n(command.y1)} ${n(command.x2)} ${n(command.y2)} ${n(command.x)} ${n(command.y)}`;
        case 'Z':
          return 'Z';
      }
    })
    .join('');
}

/**
 * A square SVG of the initials in the readable text colour on `background`, centred, the letters' box filling
 * `fill` of the side (smaller for maskable icons, whose edges a launcher crops).
 */
export function initialsSvg(initials: string, background: string, size: number, fill: number): string {
  const probe = textPath(initials, 0, 0, 100).getBoundingBox();
  const width = probe.x2 - probe.x1;
  const height = probe.y2 - probe.y1;
  // Two letters are limited by width, one by height; never taller than 45% of the side (a lone "I" stays a letter).
  const fontSize = Math.min((size * fill * 100) / Math.max(width, 1), (size * 0.45 * 100) / Math.max(height, 1));
  const scale = fontSize / 100;
  const x = (size - width * scale) / 2 - probe.x1 * scale;
  const y = (size - height * scale) / 2 - probe.y1 * scale;
  const letters = pathData(textPath(initials, x, y, fontSize).commands);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" fill="${background}"/>` +
    `<path d="${letters}" fill="${textColorFor(background)}"/></svg>`
  );
}
