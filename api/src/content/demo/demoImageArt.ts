/**
 * The demo's pictures as SVG: a gradient scene per page (soft light, a floor, accents) around one subject drawn
 * in white — athletes in pictogram style (thick round strokes), equipment, food, a calendar, a moon. Pure
 * strings, no fonts (the rasteriser has none), so each renders the same on every machine.
 */

export const DEMO_IMAGE_WIDTH = 960;
export const DEMO_IMAGE_HEIGHT = 540;
/** Where athletes stand: high enough that a wide hero, which keeps the middle of the picture, shows their feet. */
export const DEMO_IMAGE_FLOOR_Y = 432;

type Point = readonly [number, number];

/** A pictogram athlete in a 200 × 200 box: a head and limbs as round-capped strokes. */
interface Pose {
  head: Point;
  limbs: readonly (readonly Point[])[];
  /** Equipment held, drawn in the same box. */
  extra?: string;
}

const BARBELL_OVERHEAD = `<rect x="14" y="20" width="172" height="7" rx="3.5"/><rect x="18" y="4" width="14" height="40" rx="4"/><rect x="168" y="4" width="14" height="40" rx="4"/><rect x="34" y="10" width="9" height="28" rx="3"/><rect x="157" y="10" width="9" height="28" rx="3"/>`;

const POSES = {
  run: {
    head: [118, 34],
    limbs: [
      [
        [112, 56],
        [98, 108],
      ],
      [
        [110, 64],
        [86, 84],
        [70, 68],
      ],
      [
        [110, 64],
        [132, 86],
        [150, 74],
      ],
      [
        [98, 108],
        [126, 130],
        [116, 168],
      ],
      [
        [98, 108],
        [80, 140],
        [50, 148],
      ],
    ],
  },
  jump: {
    head: [100, 32],
    limbs: [
      [
        [100, 54],
        [100, 108],
      ],
      [
        [100, 62],
        [72, 40],
        [58, 12],
      ],
      [
        [100, 62],
        [128, 40],
        [142, 12],
      ],
      [
        [100, 108],
        [78, 142],
        [62, 180],
      ],
      [
        [100, 108],
        [122, 142],
        [138, 180],
      ],
    ],
  },
  squat: {
    head: [100, 64],
    limbs: [
      [
        [99, 84],
        [94, 124],
      ],
      [
        [99, 90],
        [70, 66],
        [62, 26],
      ],
      [
        [99, 90],
        [130, 66],
        [138, 26],
      ],
      [
        [94, 124],
        [62, 140],
        [66, 184],
      ],
      [
        [94, 124],
        [128, 140],
        [124, 184],
      ],
    ],
    extra: BARBELL_OVERHEAD,
  },
  plank: {
    head: [38, 104],
    limbs: [
      [
        [56, 114],
        [152, 138],
      ],
      [
        [62, 118],
        [58, 156],
        [88, 158],
      ],
      [
        [152, 138],
        [184, 158],
      ],
    ],
  },
  tree: {
    head: [100, 36],
    limbs: [
      [
        [100, 56],
        [100, 112],
      ],
      [
        [100, 62],
        [66, 44],
        [92, 2],
      ],
      [
        [100, 62],
        [134, 44],
        [108, 2],
      ],
      [
        [100, 112],
        [100, 186],
      ],
      [
        [100, 112],
        [70, 134],
        [98, 152],
      ],
    ],
  },
  warrior: {
    head: [100, 42],
    limbs: [
      [
        [100, 64],
        [100, 112],
      ],
      [
        [100, 70],
        [36, 70],
      ],
      [
        [100, 70],
        [164, 70],
      ],
      [
        [100, 112],
        [142, 132],
        [148, 184],
      ],
      [
        [100, 112],
        [46, 184],
      ],
    ],
  },
} satisfies Record<string, Pose>;

type PoseName = keyof typeof POSES;

function poseSvg(pose: Pose, stroke = 17): string {
  const limbs = pose.limbs
    .map((limb) => `<polyline points="${limb.map(([x, y]) => `${x},${y}`).join(' ')}"/>`)
    .join('');
  return (
    `<g fill="none" stroke="#fff" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round">${limbs}</g>` +
    `<circle cx="${pose.head[0]}" cy="${pose.head[1]}" r="${stroke * 0.85}" fill="#fff"/>` +
    (pose.extra ? `<g fill="#fff">${pose.extra}</g>` : '')
  );
}

/** Objects, in the same 200 × 200 box, white with the scene's accent where a detail needs colour. */
const OBJECTS = {
  dumbbell: () =>
    `<g fill="#fff" transform="rotate(-24 100 100)"><rect x="40" y="92" width="120" height="16" rx="8"/><rect x="22" y="58" width="26" height="84" rx="9"/><rect x="152" y="58" width="26" height="84" rx="9"/><rect x="6" y="72" width="18" height="56" rx="7"/><rect x="176" y="72" width="18" height="56" rx="7"/></g>`,
  kettlebell: (accent: string) =>
    `<path d="M64 78 C64 34 136 34 136 78" fill="none" stroke="#fff" stroke-width="18" stroke-linecap="round"/><circle cx="100" cy="122" r="62" fill="#fff"/><rect x="72" y="108" width="56" height="30" rx="10" fill="${accent}" opacity=".85"/>`,
  bowl: (accent: string) =>
    `<circle cx="66" cy="96" r="22" fill="#7bd389"/><circle cx="96" cy="84" r="24" fill="#ffd166"/><circle cx="128" cy="92" r="22" fill="#ef476f"/><circle cx="150" cy="104" r="14" fill="#06d6a0"/><path d="M84 70 q18-34 40-30 q-8 28-40 30z" fill="#7bd389"/><path d="M24 104 h152 a76 70 0 0 1 -152 0z" fill="#fff"/><rect x="70" y="170" width="60" height="10" rx="5" fill="#fff"/><path d="M40 118 h120" stroke="${accent}" stroke-width="6" stroke-linecap="round" opacity=".5"/>`,
  jar: () =>
    `<rect x="56" y="20" width="88" height="22" rx="8" fill="#fff"/><rect x="48" y="44" width="104" height="140" rx="22" fill="#fff" opacity=".35"/><path d="M52 120 h96 v40 a20 20 0 0 1 -20 20 h-56 a20 20 0 0 1 -20 -20z" fill="#fff6e0"/><path d="M52 96 h96 v24 h-96z" fill="#ffd6e0"/><circle cx="80" cy="84" r="12" fill="#4361ee"/><circle cx="104" cy="78" r="12" fill="#ef476f"/><circle cx="126" cy="86" r="11" fill="#4361ee"/><rect x="48" y="44" width="104" height="140" rx="22" fill="none" stroke="#fff" stroke-width="8"/>`,
  calendar: (accent: string) => {
    const cells = [0, 1, 2, 3]
      .flatMap((row) => [0, 1, 2, 3, 4].map((col) => [36 + col * 32, 82 + row * 26, row * 5 + col] as const))
      .map(([x, y, i]) =>
        i === 11
          ? `<circle cx="${x}" cy="${y}" r="13" fill="${accent}"/>`
          : `<circle cx="${x}" cy="${y}" r="6" fill="${i < 11 ? accent : '#c9d2e3'}" opacity="${i < 11 ? 0.55 : 1}"/>`,
      )
      .join('');
    return `<rect x="12" y="28" width="176" height="162" rx="20" fill="#fff"/><rect x="12" y="28" width="176" height="34" rx="16" fill="${accent}" opacity=".9"/><rect x="48" y="12" width="14" height="34" rx="7" fill="#fff"/><rect x="138" y="12" width="14" height="34" rx="7" fill="#fff"/>${cells}`;
  },
  checklist: (accent: string) =>
    `<rect x="34" y="14" width="132" height="176" rx="16" fill="#fff"/>` +
    [52, 94, 136]
      .map(
        (y, i) =>
          `<rect x="54" y="${y}" width="26" height="26" rx="7" fill="${i < 2 ? accent : '#dfe5ef'}"/>` +
          (i < 2
            ? `<path d="M60 ${y + 13} l6 6 l11 -12" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`
            : '') +
          `<rect x="92" y="${y + 8}" width="${56 - i * 8}" height="10" rx="5" fill="#dfe5ef"/>`,
      )
      .join(''),
  moon: () =>
    `<path d="M128 24 a78 78 0 1 0 52 120 a64 64 0 1 1 -52 -120z" fill="#fff"/><g fill="#fff"><circle cx="40" cy="40" r="5"/><circle cx="70" cy="18" r="3"/><circle cx="24" cy="96" r="3.5"/><path d="M160 40 l4 10 l10 4 l-10 4 l-4 10 l-4 -10 l-10 -4 l10 -4z"/></g>`,
  stopwatch: (accent: string) =>
    `<rect x="88" y="8" width="24" height="20" rx="6" fill="#fff"/><circle cx="100" cy="112" r="80" fill="#fff"/><circle cx="100" cy="112" r="64" fill="none" stroke="${accent}" stroke-width="10" stroke-dasharray="300 402" transform="rotate(-90 100 112)" stroke-linecap="round"/><path d="M100 112 L100 66" stroke="${accent}" stroke-width="9" stroke-linecap="round"/><circle cx="100" cy="112" r="9" fill="${accent}"/>`,
  heartbeat: () =>
    `<polyline points="4,110 58,110 74,70 96,160 118,40 136,110 196,110" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`,
  bubbles: (accent: string) =>
    `<path d="M20 36 h112 a16 16 0 0 1 16 16 v52 a16 16 0 0 1 -16 16 h-64 l-28 24 v-24 h-20 a16 16 0 0 1 -16 -16 v-52 a16 16 0 0 1 16 -16z" fill="#fff"/><path d="M84 92 h96 a14 14 0 0 1 14 14 v46 a14 14 0 0 1 -14 14 h-16 v22 l-26 -22 h-54 a14 14 0 0 1 -14 -14 v-46 a14 14 0 0 1 14 -14z" fill="${accent}" stroke="#fff" stroke-width="6"/><g fill="#fff"><circle cx="108" cy="130" r="7"/><circle cx="132" cy="130" r="7"/><circle cx="156" cy="130" r="7"/></g><rect x="36" y="58" width="80" height="10" rx="5" fill="#dfe5ef"/><rect x="36" y="80" width="52" height="10" rx="5" fill="#dfe5ef"/>`,
  trophy: (accent: string) =>
    `<path d="M52 24 h96 v44 a48 48 0 0 1 -96 0z" fill="#fff"/><path d="M52 38 h-26 a26 26 0 0 0 30 40 M148 38 h26 a26 26 0 0 1 -30 40" fill="none" stroke="#fff" stroke-width="10"/><rect x="90" y="112" width="20" height="36" fill="#fff"/><rect x="58" y="148" width="84" height="30" rx="8" fill="#fff"/><path d="M100 40 l8 16 l18 3 l-13 12 l3 18 l-16 -9 l-16 9 l3 -18 l-13 -12 l18 -3z" fill="${accent}"/>`,
  egg: (accent: string) =>
    `<rect x="110" y="40" width="62" height="140" rx="16" fill="#fff"/><rect x="116" y="20" width="50" height="26" rx="8" fill="#fff" opacity=".8"/><rect x="110" y="90" width="62" height="36" fill="${accent}" opacity=".8"/><ellipse cx="62" cy="128" rx="44" ry="54" fill="#fff"/><circle cx="62" cy="138" r="22" fill="#ffc94d"/>`,
  chart: (accent: string) =>
    `<rect x="8" y="8" width="184" height="184" rx="24" fill="#fff" opacity=".18"/>` +
    [40, 70, 100, 140]
      .map((h, i) => `<rect x="${30 + i * 38}" y="${170 - h}" width="26" height="${h}" rx="8" fill="#fff"/>`)
      .join('') +
    `<polyline points="30,122 70,96 108,78 160,26" fill="none" stroke="${accent}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/><path d="M160 26 l-22 2 M160 26 l-4 22" stroke="${accent}" stroke-width="8" stroke-linecap="round"/>`,
  bust: (accent: string) =>
    `<circle cx="100" cy="100" r="96" fill="#fff" opacity=".22"/><circle cx="100" cy="78" r="38" fill="#fff"/><path d="M30 178 a70 62 0 0 1 140 0z" fill="#fff"/><path d="M86 120 l14 22 l14 -22" fill="none" stroke="${accent}" stroke-width="8" stroke-linejoin="round"/>`,
  play: (accent: string) =>
    `<rect x="10" y="34" width="180" height="124" rx="20" fill="#fff"/><path d="M84 70 l44 26 l-44 26z" fill="${accent}"/><circle cx="36" cy="56" r="8" fill="#ef476f"/>`,
} satisfies Record<string, (accent: string) => string>;

type ObjectName = keyof typeof OBJECTS;

/** A subject placed on the scene: a pose or an object, centred at (x, y) with a box of `size` pixels. */
export type Subject =
  | { pose: PoseName; x: number; y: number; size: number }
  | { object: ObjectName; x: number; y: number; size: number; rotate?: number };

export interface DemoImageArt {
  /** Gradient from top-left to bottom-right. */
  from: string;
  to: string;
  /** Detail colour inside white objects, and the floating accents. */
  accent: string;
  subjects: readonly Subject[];
  /** A floor line and shadows under the subjects (athletes stand on it). */
  floor?: boolean;
}

function place(subject: Subject, accent: string): string {
  const scale = subject.size / 200;
  const left = subject.x - subject.size / 2;
  const top = subject.y - subject.size / 2;
  const drawing =
    'pose' in subject
      ? poseSvg(POSES[subject.pose])
      : `<g transform="rotate(${subject.rotate ?? 0} 100 100)">${OBJECTS[subject.object](accent)}</g>`;
  return `<g transform="translate(${left} ${top}) scale(${scale})" filter="url(#shadow)">${drawing}</g>`;
}

/** The whole picture: background light, texture, floor, subjects, accents. */
export function demoImageSvg(art: DemoImageArt, seed: number): string {
  const w = DEMO_IMAGE_WIDTH;
  const h = DEMO_IMAGE_HEIGHT;
  const random = seededRandom(seed);
  const sparkles = Array.from({ length: 7 }, () => {
    const x = Math.round(random() * w);
    const y = Math.round(random() * h * 0.8);
    const r = 3 + Math.round(random() * 5);
    return random() > 0.5
      ? `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity=".35"/>`
      : `<path d="M${x - r * 1.6} ${y} h${r * 3.2} M${x} ${y - r * 1.6} v${r * 3.2}" stroke="${art.accent}" stroke-width="${Math.max(3, r * 0.8)}" stroke-linecap="round" opacity=".8"/>`;
  }).join('');
  const floorY = DEMO_IMAGE_FLOOR_Y;
  const shadows = art.floor
    ? art.subjects
        .map((s) => `<ellipse cx="${s.x}" cy="${floorY}" rx="${s.size * 0.32}" ry="10" fill="#000" opacity=".18"/>`)
        .join('')
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.72" cy="0.3" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<pattern id="dots" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="2.2" fill="#fff" opacity=".22"/></pattern>` +
    `<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="10" stdDeviation="10" flood-color="#000" flood-opacity=".22"/></filter></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#glow)"/>` +
    `<circle cx="${w * 0.86}" cy="${h * 0.08}" r="${h * 0.42}" fill="#fff" opacity=".08"/>` +
    `<circle cx="${w * 0.08}" cy="${h * 1.02}" r="${h * 0.5}" fill="#000" opacity=".08"/>` +
    `<rect x="${w * 0.04}" y="${h * 0.08}" width="${w * 0.2}" height="${h * 0.3}" fill="url(#dots)"/>` +
    `<path d="M${w * 0.52} ${h} L${w * 0.78} 0 L${w * 0.9} 0 L${w * 0.64} ${h}z" fill="#fff" opacity=".06"/>` +
    (art.floor ? `<rect x="0" y="${floorY}" width="${w}" height="${h - floorY}" fill="#000" opacity=".12"/>` : '') +
    shadows +
    sparkles +
    art.subjects.map((subject) => place(subject, art.accent)).join('') +
    `</svg>`
  );
}

/** Same seed, same accents: a picture does not change between seedings. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
