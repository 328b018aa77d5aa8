import { z } from 'zod';
import { NAV_ICONS, NAV_TAB_LIMITS, type NavigationConfig } from './Navigation';

const pagePath = z
  .string()
  .regex(/^\/[a-z0-9\-_/]*$/, 'Must start with "/" and use lower-case letters, digits, "-", "_" and "/"')
  .refine((path) => path !== '/me' && !path.startsWith('/me/'), 'Must be a content page, not a /me screen');

const builtInTab = <K extends string>(kind: K) => z.object({ kind: z.literal(kind) }).strict();

const collectionTabSchema = z
  .object({
    kind: z.literal('collection'),
    path: pagePath,
    title: z
      .string()
      .trim()
      .min(1, 'A collection tab needs a title')
      .max(NAV_TAB_LIMITS.titleMaxLength, `A tab title has at most ${NAV_TAB_LIMITS.titleMaxLength} characters`),
    icon: z.enum(NAV_ICONS),
  })
  .strict();

export const navTabSchema = z.discriminatedUnion('kind', [
  builtInTab('home'),
  builtInTab('messages'),
  builtInTab('schedule'),
  builtInTab('me'),
  collectionTabSchema,
]);

/** The owner's tabs: 2–5, in order, each destination once. */
export const navigationConfigSchema: z.ZodType<NavigationConfig, z.ZodTypeDef, unknown> = z
  .object({
    tabs: z
      .array(navTabSchema)
      .min(NAV_TAB_LIMITS.min, `Pick at least ${NAV_TAB_LIMITS.min} tabs`)
      .max(NAV_TAB_LIMITS.max, `Pick at most ${NAV_TAB_LIMITS.max} tabs`),
  })
  .strict()
  .superRefine(({ tabs }, ctx) => {
    const seen = new Set<string>();
    tabs.forEach((tab, index) => {
      const key = tab.kind === 'collection' ? `collection ${tab.path}` : tab.kind;
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['tabs', index],
          message:
            tab.kind === 'collection'
              ? `The page "${tab.path}" is already a tab`
              : `The ${tab.kind} tab is listed twice`,
        });
      }
      seen.add(key);
    });
  });
