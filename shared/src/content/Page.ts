import type { z } from 'zod';
import type { pageAccessSchema, pageActionSchema, pageSchema, pageDataSchema } from './Page.schema';

/** Page types of spec §1. */
export const PAGE_TYPES = [
  'generic',
  'program',
  'workout',
  'meal',
  'article',
  'exercise',
  'stream',
  'collection',
  'event_occurrence',
  'pack',
  'form',
] as const;

export type PageType = (typeof PAGE_TYPES)[number];

export type PageAccess = z.infer<typeof pageAccessSchema>;

export const PAGE_ACTION_TYPES = ['mark_complete', 'generic_button', 'start', 'track_progress'] as const;

export type PageAction = z.infer<typeof pageActionSchema>;

export type Page = z.infer<typeof pageSchema>;

export type PageData = z.infer<typeof pageDataSchema>;

/** '/' → '/__/index.json'; '/programs/start' → '/__/programs/start/index.json' (relative to the API base). */
export function staticPagePath(path: string): string {
  const clean = normalisePagePath(path);
  return clean === '/' ? '/__/index.json' : `/__${clean}/index.json`;
}

/** Lower-case, one leading slash, no trailing slash, no empty segments. */
export function normalisePagePath(path: string): string {
  const segments = path.split('?')[0]!.split('/').filter(Boolean);
  return `/${segments.join('/')}`.toLowerCase();
}
