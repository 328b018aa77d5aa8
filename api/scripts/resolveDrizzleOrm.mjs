// drizzle-kit (hoisted to the root node_modules) imports drizzle-orm, which npm installed under
// api/node_modules only; this loader hook resolves drizzle-orm from the api package instead.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
      const apiUrl = ${JSON.stringify(new URL('../package.json', import.meta.url).href)};
      export async function resolve(specifier, context, next) {
        if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
          return next(specifier, { ...context, parentURL: apiUrl });
        }
        return next(specifier, context);
      }
    `),
);
