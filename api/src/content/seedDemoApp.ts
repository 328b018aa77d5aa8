import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppDatabase } from '../db/AppDatabase';
import { findAppBySlug, findDefaultApp } from '../tenancy/appRepository';
import { importContent, type ImportResult } from './importContent';

export const DEMO_APP_SLUG = 'demo';
export const DEMO_ACCOUNTS = [
  { email: 'owner@demo.test', role: 'account owner' },
  { email: 'member@demo.test', role: 'member' },
] as const;
export const DEMO_PASSWORD = 'demo-password';
export const DEMO_CONTENT_FILE = path.join(__dirname, 'demo', 'demoApp.json');
/** A private variant (is_private): every page needs a signed-in member. Reached at private.localhost. */
export const PRIVATE_DEMO_APP_SLUG = 'private';
export const PRIVATE_DEMO_CONTENT_FILE = path.join(__dirname, 'demo', 'privateDemoApp.json');

/**
 * Imports the demo app on first start, through the same import an owner uses. Never in production,
 * and never over an existing app with the demo slug. It becomes the default app unless another
 * app already is (then it is reached as demo.localhost or with X-App-Slug: demo).
 */
export async function seedDemoApp(db: AppDatabase, nodeEnv: string): Promise<ImportResult | null> {
  if (nodeEnv === 'production') return null;
  await seedPrivateDemoApp(db);
  if (await findAppBySlug(db, DEMO_APP_SLUG)) return null;
  const content = JSON.parse(await readFile(DEMO_CONTENT_FILE, 'utf8')) as { app: { is_default?: boolean } };
  if (await findDefaultApp(db)) content.app.is_default = false;
  return importContent(db, content);
}

/** Seeded beside the demo (also into data dirs seeded before it existed); never the default app. */
async function seedPrivateDemoApp(db: AppDatabase): Promise<void> {
  if (await findAppBySlug(db, PRIVATE_DEMO_APP_SLUG)) return;
  await importContent(db, JSON.parse(await readFile(PRIVATE_DEMO_CONTENT_FILE, 'utf8')));
}
