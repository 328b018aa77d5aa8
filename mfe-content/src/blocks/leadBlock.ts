import { createContext, useContext } from 'react';

/** The first blocks of a page: on a phone they fill the first screen, so their images are the page's largest paint. */
export const LEAD_BLOCK_COUNT = 2;

/**
 * Inside one of the page's first LEAD_BLOCK_COUNT blocks, its position (0 for the first); null elsewhere (further
 * down, in an overlay or a composed block).
 */
export const LeadBlockContext = createContext<number | null>(null);

/**
 * How an image of a block loads: at once in a lead block (lazy loading waits for layout, which put the home
 * page's first collection image, its LCP, behind the scripts), lazily further down.
 */
export function useImageLoading(): 'eager' | 'lazy' {
  return useContext(LeadBlockContext) !== null ? 'eager' : 'lazy';
}

/**
 * `fetchpriority="high"` for a hero's picture when the hero opens the page, its largest paint on a phone:
 * otherwise the browser starts it at low priority behind the scripts until layout finds it on screen (LCP of
 * /showcase on slow 4G: 1.6 s in 5 runs of 6, against 3 of 5). Heroes only: the first-load JS is at its budget.
 * React 18 has no fetchPriority prop; the lowercase attribute passes through as written.
 */
export function useLeadImagePriority(): { fetchpriority?: 'high' } {
  return useContext(LeadBlockContext) === 0 ? { fetchpriority: 'high' } : {};
}
