import { busServiceRef, formModalParams, type FormSubmission } from '@stride/shared';
import { Button, Spinner, useService } from '@stride/shared/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../accountArea/LoadError';
import { definition } from '../definition';
import type { formQueries } from './formQueries';
import { useSubmissionDay } from './useSubmissionDay';
import './forms.scss';

/** A row: the form, when it was sent, a quiz's score, "Missed" for a missed capture; it opens the submission. */
function SubmissionRow({ submission, showName }: { submission: FormSubmission; showName: boolean }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const bus = useService(busServiceRef);
  const day = useSubmissionDay();
  const open = () =>
    bus.emit('modal:open', {
      modal: 'form',
      params: formModalParams({ formId: submission.form_id, submissionId: submission.submission_id }),
    });
  return (
    <li className="form-list__item">
      <button type="button" className="form-list__row" onClick={open}>
        <span className="form-list__title" dir="auto">
          {submission.form_title}
        </span>
        {showName ? (
          <span className="form-list__detail" dir="auto">
            {t('formSubmittedBy', { name: submission.subscriber_name })}
          </span>
        ) : null}
        <span className="form-list__detail">{t('formSentOn', { date: day(submission.created_at) })}</span>
        {submission.score ? (
          <span className="form-list__detail">
            {t('formScore', { correct: submission.score.correct, total: submission.score.total })}
          </span>
        ) : null}
        {submission.capture_status === 'missed' ? (
          <span className="form-badge form-badge--missed">{t('formStatus_missed')}</span>
        ) : null}
      </button>
    </li>
  );
}

/** formQueries.mine and formQueries.block are lists of one shape. */
type SubmissionPages = ReturnType<typeof formQueries.mine>;

export interface SubmissionListProps {
  /** formQueries.mine or formQueries.block. */
  pages: SubmissionPages;
  label: string;
  emptyText: string;
  /** An admin reads every member's: each row says whose it is. */
  showNames: boolean;
}

/** Submissions, newest first, a page at a time with "Show more"; each opens in #form. */
export function SubmissionList({ pages, label, emptyText, showNames }: SubmissionListProps) {
  const { t } = useTranslation(definition.i18nNamespace);
  const query = useInfiniteQuery(pages);
  if (!query.data) {
    if (query.isError) return <LoadError messageKey="formSubmissionsFailed" onRetry={() => void query.refetch()} />;
    return <Spinner label={t('loading')} />;
  }
  const submissions = query.data.pages.flatMap((page) => page.submissions);
  if (submissions.length === 0) return <p className="form-list__empty">{emptyText}</p>;
  return (
    <div className="form-list">
      <ul className="form-list__items" aria-label={label}>
        {submissions.map((submission) => (
          <SubmissionRow key={submission.submission_id} submission={submission} showName={showNames} />
        ))}
      </ul>
      {query.isFetchNextPageError ? (
        <p className="form-alert" role="alert">
          {t('formSubmissionsFailed')}
        </p>
      ) : null}
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          className="form-list__more"
          disabled={query.isFetchingNextPage}
          aria-busy={query.isFetchingNextPage || undefined}
          onClick={() => void query.fetchNextPage()}
        >
          {t('formShowMore')}
        </Button>
      ) : null}
    </div>
  );
}
