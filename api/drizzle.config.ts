import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` (in api/) writes SQL migrations to api/drizzle; the API applies them at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
