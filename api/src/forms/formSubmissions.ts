import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FormSubmissionList, FormType } from '@stride/shared';
import { isUuid } from '../catalogue/catalogueAccess';
import type { AppDatabase } from '../db/AppDatabase';
import { formSubmissions, forms, users, type FormSubmissionRow } from '../db/schema';
import { AppError } from '../errors/AppError';
import { loadForms } from './loadForm';
import { toFormSubmission } from './toFormSubmission';

/** Spec §7 lists: 20 submissions a page, newest first. */
export const SUBMISSIONS_PER_PAGE = 20;

/** Whose submissions a call sees: one member's, or (userId null, an admin reading) every member's of the app. */
export interface SubmissionScope {
  appId: string;
  userId: string | null;
  /** Only this form's; every form's when omitted. */
  formId?: string;
}

function conditions(scope: SubmissionScope): SQL | undefined {
  return and(
    eq(formSubmissions.appId, scope.appId),
    scope.userId === null ? undefined : eq(formSubmissions.userId, scope.userId),
    scope.formId === undefined ? undefined : eq(formSubmissions.formId, scope.formId),
  );
}

export interface FoundSubmission {
  row: FormSubmissionRow;
  memberName: string;
}

/** One page of the submissions in `scope`, newest first (ties by id, so pages never overlap). */
export async function listSubmissions(
  db: AppDatabase,
  scope: SubmissionScope,
  page: number,
): Promise<FormSubmissionList> {
  const where = conditions(scope);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: formSubmissions, memberName: users.name })
      .from(formSubmissions)
      .innerJoin(users, eq(users.id, formSubmissions.userId))
      .where(where)
      .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
      .limit(SUBMISSIONS_PER_PAGE)
      .offset((page - 1) * SUBMISSIONS_PER_PAGE),
    db.select({ value: count() }).from(formSubmissions).where(where),
  ]);
  const formsById = await loadForms(
    db,
    scope.appId,
    rows.map(({ row }) => row.formId),
  );
  return {
    // A submission's form is deleted with it (cascade): every row finds its form.
    submissions: rows.flatMap(({ row, memberName }) => {
      const form = formsById.get(row.formId);
      return form ? [toFormSubmission(row, form, memberName)] : [];
    }),
    total_count: total?.value ?? 0,
    page,
    per_page: SUBMISSIONS_PER_PAGE,
  };
}

/** The submission `id` within `scope` (which names its form): 404 submission_not_found otherwise. */
export async function findSubmission(
  db: AppDatabase,
  scope: SubmissionScope & { formId: string },
  id: string,
): Promise<FoundSubmission> {
  const [found] = isUuid(id)
    ? await db
        .select({ row: formSubmissions, memberName: users.name })
        .from(formSubmissions)
        .innerJoin(users, eq(users.id, formSubmissions.userId))
        .where(and(conditions(scope), eq(formSubmissions.id, id.toLowerCase())))
        .limit(1)
    : [];
  if (!found) throw new AppError('submission_not_found');
  return found;
}

/** How many submissions the member made: of one form, or (formType) of the forms of that type. */
export async function countSubmissions(
  db: AppDatabase,
  scope: SubmissionScope & { userId: string },
  formType?: FormType,
): Promise<number> {
  const query = db.select({ value: count() }).from(formSubmissions);
  const [result] =
    formType === undefined
      ? await query.where(conditions(scope))
      : await query
          .innerJoin(forms, eq(forms.id, formSubmissions.formId))
          // A definition stored before forms had a type is a plain form (the schema's default).
          .where(and(conditions(scope), sql`coalesce(${forms.definition}->>'form_type', 'form') = ${formType}`));
  return result?.value ?? 0;
}
