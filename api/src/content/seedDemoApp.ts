import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppDatabase } from '../db/AppDatabase';
import { findAppBySlug, findDefaultApp } from '../tenancy/appRepository';
import { seedPastDueSubscription } from '../billing/sandbox/seedPastDueSubscription';
import { resolveDemoImages } from './demo/demoImages';
import { importContent, type ImportResult } from './importContent';

export const DEMO_APP_SLUG = 'demo';
export const DEMO_ACCOUNTS = [
  { email: 'owner@demo.test', role: 'account owner' },
  { email: 'member@demo.test', role: 'member' },
  { email: 'pro@demo.test', role: 'member with Premium and the strength pack' },
  { email: 'lapsed@demo.test', role: 'member whose Premium renewal failed (past due)' },
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
  const file: unknown = JSON.parse(await readFile(DEMO_CONTENT_FILE, 'utf8'));
  const content = resolveDemoContent(file, new Date()) as {
    app: { is_default?: boolean };
  };
  if (await findDefaultApp(db)) content.app.is_default = false;
  const imported = await importContent(db, content);
  await seedPastDueSubscription(db, { appSlug: DEMO_APP_SLUG, ...LAPSED_DEMO_SUBSCRIPTION });
  return imported;
}

/** The demo's member whose subscription renewal failed: the past-due prompt and "pay with a new card" to try. */
export const LAPSED_DEMO_SUBSCRIPTION = { email: 'lapsed@demo.test', productSlug: 'premium-monthly', daysAgo: 10 };

/** Seeded beside the demo (also into data dirs seeded before it existed); never the default app. */
async function seedPrivateDemoApp(db: AppDatabase): Promise<void> {
  if (await findAppBySlug(db, PRIVATE_DEMO_APP_SLUG)) return;
  await importContent(db, JSON.parse(await readFile(PRIVATE_DEMO_CONTENT_FILE, 'utf8')));
}

/** The demo file as it is imported: its dates from `now`, its pictures at the URLs the build drew them at. */
export function resolveDemoContent(file: unknown, now: Date): unknown {
  return resolveDemoDates(resolveDemoImages(file), now);
}

const DEMO_DATE = /^\{\{now([+-]\d+)d(?:@(\d\d):(\d\d))?\}\}$/;

/**
 * The demo's dates are relative to the day it is seeded, so its events are upcoming and its dated drip page
 * is still ahead: `{{now+3d@09:00}}` is three days from now at 09:00 UTC (`{{now-6d}}`: six days ago, now).
 */
export function resolveDemoDates(value: unknown, now: Date): unknown {
  if (typeof value === 'string') {
    const match = DEMO_DATE.exec(value);
    if (!match) return value;
    const date = new Date(now.getTime() + Number(match[1]) * 86_400_000);
    if (match[2] !== undefined) date.setUTCHours(Number(match[2]), Number(match[3]), 0, 0);
    return date.toISOString();
  }
  if (Array.isArray(value)) return value.map((item) => resolveDemoDates(item, now));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveDemoDates(item, now)]));
  }
  return value;
}
