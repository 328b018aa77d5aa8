import { createContext, useContext } from 'react';

/** The first blocks of a page: on a phone they fill the first screen, so their images are the page's largest paint. */
export const LEAD_BLOCK_COUNT = 2;

/** True inside one of the page's first LEAD_BLOCK_COUNT blocks (never in an overlay or a composed block). */
export const LeadBlockContext = createContext(false);

/**
 * How an image of a block loads: at once in a lead block (lazy loading waits for layout, which put the home
 * page's first collection image, its LCP, behind the scripts), lazily further down.
 */
export function useImageLoading(): 'eager' | 'lazy' {
  return useContext(LeadBlockContext) ? 'eager' : 'lazy';
}
