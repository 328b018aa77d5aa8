/** Spec §9 breakpoints (px). */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** Mobile up to md; tablet above mobile and below xl; desktop at or above xl. */
export function deviceClassFor(width: number): DeviceClass {
  if (width <= BREAKPOINTS.md) return 'mobile';
  if (width < BREAKPOINTS.xl) return 'tablet';
  return 'desktop';
}
