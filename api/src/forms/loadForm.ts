import { and, eq, inArray } from 'drizzle-orm';
import type { FormDefinition } from '@stride/shared';
import { formDefinitionSchema } from '@stride/shared/schemas';
import { isUuid } from '../catalogue/catalogueAccess';
import type { AppDatabase } from '../db/AppDatabase';
import { forms } from '../db/schema';
import { AppError } from '../errors/AppError';

/** A form of the app, its definition read through the contract's schema. */
export interface LoadedForm {
  id: string;
  title: string;
  definition: FormDefinition;
}

/**
 * Definitions stored before a field setting existed (min_length, form_type…) read with its default, so every
 * answer has the contract's shape. One the schema refuses is our fault (the import checks them), not the asker's.
 */
function toLoadedForm(row: { id: string; title: string; definition: unknown }): LoadedForm {
  const parsed = formDefinitionSchema.safeParse(row.definition);
  if (!parsed.success)
    throw new Error(`Form ${row.id} has a definition the form schema refuses`, { cause: parsed.error });
  return { id: row.id, title: row.title, definition: parsed.data };
}

const columns = { id: forms.id, title: forms.title, definition: forms.definition };

/** The app's form `id`: 404 form_not_found for an unknown, malformed or other app's id. */
export async function loadForm(db: AppDatabase, appId: string, id: string): Promise<LoadedForm> {
  const [row] = isUuid(id)
    ? await db
        .select(columns)
        .from(forms)
        .where(and(eq(forms.appId, appId), eq(forms.id, id.toLowerCase())))
        .limit(1)
    : [];
  if (!row) throw new AppError('form_not_found');
  return toLoadedForm(row);
}

/** The app's forms among `ids`, by id. */
export async function loadForms(
  db: AppDatabase,
  appId: string,
  ids: readonly string[],
): Promise<ReadonlyMap<string, LoadedForm>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(columns)
    .from(forms)
    .where(and(eq(forms.appId, appId), inArray(forms.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, toLoadedForm(row)]));
}

/** A quiz is a form with at least one expected answer: its answers are scored, and hidden until submitted. */
export function isQuiz(definition: FormDefinition): boolean {
  return definition.form_fields.some((field) => field.correct_answer !== null);
}
