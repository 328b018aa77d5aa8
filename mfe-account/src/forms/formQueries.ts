import {
  contentQueryKeys,
  VIEWER_SCOPE,
  type ApiClient,
  type FormResponse,
  type FormSubmission,
  type FormSubmissionList,
  type FormSubmissionResponse,
  type User,
} from '@stride/shared';
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';

const path = (id: string) => encodeURIComponent(id);

/** The next page of a submission list, while the pages seen hold fewer than its total. */
function nextPageOf(last: FormSubmissionList): number | undefined {
  return last.page * last.per_page < last.total_count ? last.page + 1 : undefined;
}

/** One list of submissions, a page at a time ("Show more"). */
function submissionPages(queryKey: readonly unknown[], fetchPage: (page: number) => Promise<FormSubmissionList>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

/**
 * Forms and the member's own submissions: viewer-scoped (a quiz's answers and every list depend on who asks), and
 * everything under `all` is asked again when the member submits, edits or deletes.
 */
export const formQueries = {
  all: ['forms', VIEWER_SCOPE] as const,
  form: (api: ApiClient, userId: string, formId: string) =>
    queryOptions({
      queryKey: ['forms', VIEWER_SCOPE, userId, 'form', formId] as const,
      queryFn: () => api.get<FormResponse>(`/forms/${path(formId)}`),
    }),
  submission: (api: ApiClient, userId: string, formId: string, submissionId: string) =>
    queryOptions({
      queryKey: ['forms', VIEWER_SCOPE, userId, 'submission', formId, submissionId] as const,
      queryFn: () => api.get<FormSubmissionResponse>(`/forms/${path(formId)}/submissions/${path(submissionId)}`),
    }),
  /**
   * The member's latest sent submission of a form (the list is newest first), or null: what a linked form shows. A
   * missed capture was never sent, and an admin's list holds every member's: only the member's own saved ones count.
   */
  latest: (api: ApiClient, user: Pick<User, 'id' | 'subscriberUuid'>, formId: string) =>
    queryOptions({
      queryKey: ['forms', VIEWER_SCOPE, user.id, 'latest', formId] as const,
      queryFn: async (): Promise<FormSubmission | null> => {
        const { submissions } = await api.get<FormSubmissionList>(`/forms/${path(formId)}/submissions`, { page: 1 });
        return (
          submissions.find((s) => s.capture_status === 'saved' && s.subscriber_uuid === user.subscriberUuid) ?? null
        );
      },
    }),
  /** /me/submissions: every submission of the member (an admin's: every member's). */
  mine: (api: ApiClient, userId: string) =>
    submissionPages(['forms', VIEWER_SCOPE, userId, 'mine'], (page) =>
      api.get<FormSubmissionList>('/forms_submissions', { page }),
    ),
  /** A form_submission block: the member's submissions of the block's form. */
  block: (api: ApiClient, userId: string, blockId: string) =>
    submissionPages(['forms', VIEWER_SCOPE, userId, 'block', blockId], (page) =>
      api.get<FormSubmissionList>(`/forms_submissions_dynamic/${path(blockId)}`, { page }),
    ),
};

/**
 * After a submit, an edit or a delete: every form answer of the member is asked again, and their content, whose
 * `has_form_submissions` may have changed.
 */
export function refreshSubmissions(queryClient: QueryClient, userId: string): void {
  void queryClient.invalidateQueries({ queryKey: formQueries.all });
  void queryClient.invalidateQueries({ queryKey: contentQueryKeys.myContent(userId) });
}
