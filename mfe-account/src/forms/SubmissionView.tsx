import { ApiError, apiServiceRef, type FormSubmission, type User } from '@stride/shared';
import { Button, Spinner, useService } from '@stride/shared/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../accountArea/LoadError';
import { definition } from '../definition';
import { formQueries, refreshSubmissions } from './formQueries';
import { SubmissionDetails } from './SubmissionDetails';
import { SubmissionEditor } from './SubmissionEditor';

export interface SubmissionViewProps {
  user: User;
  formId: string;
  submissionId: string;
  /** The submission when it is known already (a linked form's latest): shown without asking again. */
  initial?: FormSubmission;
  onFillAgain(): void;
  onDeleted(): void;
  /** Moves focus to the dialog's title when the view changes (edit, back). */
  focusTitle(): void;
}

type Mode = 'view' | 'edit' | 'confirmDelete';

/** Delete, after the member confirms it here. */
function DeleteConfirm({
  formId,
  submissionId,
  user,
  onDeleted,
  onCancel,
}: {
  formId: string;
  submissionId: string;
  user: User;
  onDeleted(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // The Delete button that was focused is gone: the question takes focus, so it is what is read next.
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => question.current?.focus(), []);
  const remove = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await api.delete(`/forms/${encodeURIComponent(formId)}/submissions/${encodeURIComponent(submissionId)}`);
      // Gone: dropped rather than asked again (it would be a 404).
      queryClient.removeQueries({ queryKey: formQueries.submission(api, user.id, formId, submissionId).queryKey });
      refreshSubmissions(queryClient, user.id);
      onDeleted();
    } catch {
      setBusy(false);
      setFailed(true);
    }
  };
  return (
    <div className="form-confirm">
      <p className="form-confirm__text" tabIndex={-1} ref={question}>
        {t('formDeleteConfirm')}
      </p>
      {failed ? (
        <p className="form-alert" role="alert">
          {t('formDeleteFailed')}
        </p>
      ) : null}
      <div className="form-actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('formCancel')}
        </Button>
        <Button className="form-danger" onClick={() => void remove()} disabled={busy} aria-busy={busy || undefined}>
          {t('formDeleteYes')}
        </Button>
      </div>
    </div>
  );
}

/**
 * One submission (spec §2 "shows the existing submission"): its answers, date, status and a quiz's marks, with
 * Edit (the form's fields, prefilled), Delete (confirmed) and Fill in again (a fresh form).
 */
export function SubmissionView({
  user,
  formId,
  submissionId,
  initial,
  onFillAgain,
  onDeleted,
  focusTitle,
}: SubmissionViewProps) {
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const [mode, setMode] = useState<Mode>('view');
  const submission = useQuery({
    ...formQueries.submission(api, user.id, formId, submissionId),
    initialData: initial ? { submission: initial } : undefined,
  });
  // Its fields, to edit it; a form that cannot be read leaves the submission readable without Edit.
  const form = useQuery(formQueries.form(api, user.id, formId));
  const switchTo = (next: Mode) => {
    setMode(next);
    focusTitle();
  };

  if (!submission.data) {
    if (submission.error instanceof ApiError && submission.error.status === 404) {
      return (
        <div className="form-view">
          <p className="form-note">{t('formSubmissionNotFound')}</p>
          <div className="form-actions">
            <Button onClick={onFillAgain}>{t('formFillIn')}</Button>
          </div>
        </div>
      );
    }
    if (submission.isError) {
      return <LoadError messageKey="formSubmissionFailed" onRetry={() => void submission.refetch()} />;
    }
    return <Spinner label={t('loading')} />;
  }
  const current = submission.data.submission;
  if (mode === 'edit' && form.data) {
    return (
      <SubmissionEditor
        form={form.data.form}
        submission={current}
        userId={user.id}
        onSaved={() => switchTo('view')}
        onCancel={() => switchTo('view')}
      />
    );
  }
  return (
    <div className="form-view">
      <SubmissionDetails submission={current} showName={user.isAdmin} />
      {mode === 'confirmDelete' ? (
        <DeleteConfirm
          formId={formId}
          submissionId={submissionId}
          user={user}
          onDeleted={onDeleted}
          onCancel={() => switchTo('view')}
        />
      ) : (
        <div className="form-actions">
          {form.data ? <Button onClick={() => switchTo('edit')}>{t('formEdit')}</Button> : null}
          <Button variant="secondary" onClick={() => setMode('confirmDelete')}>
            {t('formDelete')}
          </Button>
          <Button variant="secondary" onClick={onFillAgain}>
            {t('formFillAgain')}
          </Button>
        </div>
      )}
    </div>
  );
}
