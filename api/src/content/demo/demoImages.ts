import { createHash } from 'node:crypto';
import path from 'node:path';
import { DEMO_IMAGE_FLOOR_Y, demoImageSvg, type DemoImageArt, type Subject } from './demoImageArt';

/**
 * Athletes stand on the floor line: a pose centred at x, `size` scaled so the tallest fits the band a wide hero
 * keeps of the picture.
 */
function athlete(pose: Extract<Subject, { pose: string }>['pose'], x: number, size = 360): Subject {
  const scaled = Math.round(size * 0.8);
  return { pose, x, y: DEMO_IMAGE_FLOOR_Y - 0.42 * scaled, size: scaled };
}

const BLUE = { from: '#3a7bfd', to: '#23175e', accent: '#ffb547' };
const SUNRISE = { from: '#ff8a3d', to: '#d7263d', accent: '#ffe066' };
const GREEN = { from: '#14b37d', to: '#065f46', accent: '#ffd166' };
const TEAL = { from: '#22c1c3', to: '#1d4e89', accent: '#ffd166' };
const VIOLET = { from: '#8e5cf7', to: '#3b1a78', accent: '#5eead4' };
const NIGHT = { from: '#283c86', to: '#0f1027', accent: '#ffd166' };
const STEEL = { from: '#3f4c6b', to: '#111827', accent: '#f97316' };
const PEACH = { from: '#f6a36b', to: '#e4576e', accent: '#2f6fed' };
const BERRY = { from: '#f0418c', to: '#7b2ff7', accent: '#ffe066' };
const OCEAN = { from: '#2f80ed', to: '#1c3d8f', accent: '#56ccf2' };
const LIME = { from: '#9be15d', to: '#00a37a', accent: '#ff6b6b' };
const GOLD = { from: '#f7b733', to: '#c0392b', accent: '#7b2ff7' };

/**
 * Every picture of the demo, by the name its content file uses (`{{image:name}}`): one per page that shows
 * one, each its own scene.
 */
export const DEMO_IMAGES: Record<string, DemoImageArt> = {
  'home-hero': { ...BLUE, floor: true, subjects: [athlete('run', 612, 380)] },
  community: {
    ...BERRY,
    floor: true,
    subjects: [athlete('jump', 300, 300), athlete('squat', 480, 330), athlete('warrior', 670, 300)],
  },
  programs: {
    ...OCEAN,
    subjects: [
      { object: 'calendar', x: 440, y: 260, size: 260 },
      { object: 'dumbbell', x: 660, y: 330, size: 190 },
    ],
  },
  kickstart: { ...SUNRISE, floor: true, subjects: [athlete('run', 576, 380)] },
  'full-body-basics': { ...PEACH, floor: true, subjects: [athlete('jump', 576, 380)] },
  'core-balance': { ...TEAL, floor: true, subjects: [{ pose: 'plank', x: 552, y: 300, size: 380 }] },
  mobility: { ...VIOLET, floor: true, subjects: [athlete('tree', 576, 400)] },
  'full-body-volume': { ...SUNRISE, from: '#f2709c', floor: true, subjects: [athlete('squat', 576, 380)] },
  'strength-mastery': {
    ...STEEL,
    floor: true,
    subjects: [athlete('squat', 460, 390), { object: 'chart', x: 680, y: 170, size: 150 }],
  },
  workouts: {
    ...GREEN,
    subjects: [
      { object: 'kettlebell', x: 390, y: 300, size: 230 },
      { object: 'dumbbell', x: 630, y: 300, size: 230 },
    ],
  },
  'full-body-blast': {
    ...SUNRISE,
    to: '#9d174d',
    floor: true,
    subjects: [athlete('jump', 430, 360), { object: 'heartbeat', x: 660, y: 210, size: 190 }],
  },
  'core-crusher': {
    ...OCEAN,
    accent: '#ffb547',
    floor: true,
    subjects: [{ pose: 'plank', x: 564, y: 300, size: 380 }],
  },
  'strength-a': { ...OCEAN, accent: '#5eead4', floor: true, subjects: [athlete('squat', 560, 380)] },
  'mobility-flow': { ...VIOLET, from: '#c471f5', floor: true, subjects: [athlete('warrior', 576, 400)] },
  meals: { ...LIME, subjects: [{ object: 'bowl', x: 564, y: 280, size: 340 }] },
  'overnight-oats': { ...PEACH, from: '#ffcf71', subjects: [{ object: 'jar', x: 564, y: 270, size: 340 }] },
  'power-bowl': { ...GREEN, from: '#56ab2f', subjects: [{ object: 'bowl', x: 576, y: 280, size: 380 }] },
  articles: { ...TEAL, subjects: [{ object: 'checklist', x: 564, y: 270, size: 320 }] },
  habit: {
    ...BLUE,
    subjects: [
      { object: 'calendar', x: 420, y: 270, size: 260 },
      { object: 'checklist', x: 640, y: 290, size: 220, rotate: 8 },
    ],
  },
  sleep: { ...NIGHT, subjects: [{ object: 'moon', x: 576, y: 250, size: 340 }] },
  protein: { ...GOLD, from: '#f9d976', subjects: [{ object: 'egg', x: 564, y: 280, size: 340 }] },
  events: {
    ...BERRY,
    from: '#ff6a88',
    subjects: [
      { object: 'calendar', x: 420, y: 270, size: 260 },
      { object: 'play', x: 650, y: 300, size: 190 },
    ],
  },
  'live-hiit': {
    ...SUNRISE,
    to: '#7b2ff7',
    subjects: [
      { object: 'stopwatch', x: 410, y: 270, size: 260 },
      { object: 'heartbeat', x: 650, y: 280, size: 210 },
    ],
  },
  'nutrition-qa': {
    ...LIME,
    accent: '#2f6fed',
    subjects: [
      { object: 'bubbles', x: 410, y: 260, size: 260 },
      { object: 'bowl', x: 650, y: 310, size: 200 },
    ],
  },
  'strength-pack': {
    ...STEEL,
    accent: '#22c55e',
    subjects: [
      { object: 'kettlebell', x: 400, y: 300, size: 240 },
      { object: 'dumbbell', x: 640, y: 320, size: 210 },
    ],
  },
  'heavy-day': {
    ...STEEL,
    from: '#434343',
    accent: '#ef4444',
    floor: true,
    subjects: [athlete('squat', 440, 380), { object: 'kettlebell', x: 650, y: 370, size: 130 }],
  },
  technique: {
    ...OCEAN,
    from: '#4facfe',
    floor: true,
    subjects: [athlete('squat', 420, 370), { object: 'checklist', x: 660, y: 250, size: 170, rotate: 6 }],
  },
  masterclass: { ...GOLD, subjects: [{ object: 'trophy', x: 576, y: 270, size: 320 }] },
  lounge: {
    ...VIOLET,
    accent: '#f472b6',
    subjects: [{ object: 'bubbles', x: 564, y: 270, size: 340 }],
  },
  showcase: {
    ...BLUE,
    from: '#5b8cff',
    floor: true,
    subjects: [athlete('run', 420, 360), { object: 'dumbbell', x: 650, y: 370, size: 190 }],
  },
  'showcase-photo': { ...SUNRISE, floor: true, subjects: [athlete('warrior', 480, 380)] },
  'showcase-small': { ...TEAL, subjects: [{ object: 'kettlebell', x: 480, y: 280, size: 340 }] },
  poster: { ...NIGHT, accent: '#5eead4', subjects: [{ object: 'calendar', x: 480, y: 270, size: 360 }] },
  coach: { ...PEACH, subjects: [{ object: 'bust', x: 480, y: 280, size: 420 }] },
  'live-class': {
    ...BERRY,
    floor: true,
    subjects: [athlete('jump', 400, 340), { object: 'play', x: 630, y: 220, size: 190 }],
  },
};

/** URL prefix of the drawn pictures (served from DEMO_IMAGES_DIR). */
export const DEMO_IMAGES_URL_PREFIX = '/demo-images/';

/** Where the build draws the pictures: generated files, never committed. */
export function demoImagesDir(repoRoot: string): string {
  return path.join(repoRoot, 'api', 'dist', 'demo-images');
}

/**
 * How the pictures are encoded: mozjpeg (trellis quantisation, progressive, 4:2:0 chroma) at quality 75 makes a
 * 960×540 scene about 13 KiB, where a plain baseline 4:4:4 encoder at 82 made 33 KiB, and looks the same.
 */
export const DEMO_IMAGE_ENCODING = { quality: 75, mozjpeg: true } as const;

/**
 * A picture's drawing and file name; the name carries the hash of the drawing and its encoding, so a changed
 * picture is a new file.
 */
export function demoImage(name: string): { fileName: string; svg: string } {
  const art = DEMO_IMAGES[name];
  if (!art) throw new Error(`The demo names a picture that does not exist: ${name}`);
  const svg = demoImageSvg(art, hashNumber(name));
  const hash = createHash('sha256').update(svg).update(JSON.stringify(DEMO_IMAGE_ENCODING)).digest('hex').slice(0, 12);
  return { fileName: `${name}.${hash}.jpg`, svg };
}

export function demoImageUrl(name: string): string {
  return `${DEMO_IMAGES_URL_PREFIX}${demoImage(name).fileName}`;
}

const IMAGE_NAME = /^\{\{image:([a-z0-9-]+)\}\}$/;

/** The names of `{{image:name}}` placeholders anywhere in a content file. */
export function demoImageNames(value: unknown): string[] {
  if (typeof value === 'string') {
    const match = IMAGE_NAME.exec(value);
    return match ? [match[1]!] : [];
  }
  if (Array.isArray(value)) return value.flatMap(demoImageNames);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(demoImageNames);
  return [];
}

/**
 * The content file with each `{{image:name}}` replaced by the URL the build drew that picture at
 * (`npm run build`; DEMO_IMAGES_DIR).
 */
export function resolveDemoImages(value: unknown): unknown {
  if (typeof value === 'string') {
    const match = IMAGE_NAME.exec(value);
    return match ? demoImageUrl(match[1]!) : value;
  }
  if (Array.isArray(value)) return value.map(resolveDemoImages);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveDemoImages(item)]));
  }
  return value;
}

function hashNumber(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32LE(0);
}
