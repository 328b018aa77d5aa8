import { ApiError, apiServiceRef, FORM_LINK_TRIGGER, type FormSubmission, type User } from '@stride/shared';
import { Button, Spinner, useService } from '@stride/shared/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../accountArea/LoadError';
import { definition } from '../definition';
import { FormFiller } from './FormFiller';
import type { FormParams } from './formParams';
import { formQueries } from './formQueries';
import { SubmissionAnswers, SubmissionScore } from './SubmissionDetails';
import { SubmissionView } from './SubmissionView';

/**
 * What the dialog shows. `opening` decides by the parameters: a submission asked for, a linked form's latest
 * submission when there is one (spec §2), else the blank form.
 */
type View =
  | { name: 'opening' }
  | { name: 'fill'; round: number }
  | { name: 'submission'; submissionId: string }
  | { name: 'thanks'; submission: FormSubmission }
  | { name: 'deleted' };

export interface FormFlowProps {
  user: User;
  formId: string;
  params: FormParams;
  registerAbort(abort: (() => void) | null): void;
  focusTitle(): void;
  close(): void;
}

/** After submit: thanks, and a quiz's score with each answer marked right or wrong. */
function Thanks({ submission, onView, onDone }: { submission: FormSubmission; onView(): void; onDone(): void }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const marked = submission.values.some((value) => value.is_correct !== null);
  return (
    <div className="form-thanks">
      <h3 className="form-thanks__title">{t('formThanksTitle')}</h3>
      <p className="form-note">{t('formThanks')}</p>
      <SubmissionScore submission={submission} />
      {marked ? (
        <>
          <h4 className="form-section__title">{t('formYourAnswers')}</h4>
          <SubmissionAnswers submission={submission} />
        </>
      ) : null}
      <div className="form-actions">
        <Button onClick={onDone}>{t('formDone')}</Button>
        <Button variant="secondary" onClick={onView}>
          {t('formViewAnswers')}
        </Button>
      </div>
    </div>
  );
}

/** The #form dialog's body for a signed-in member: the form, a submission, thanks, or a deleted submission. */
export function FormFlow({ user, formId, params, registerAbort, focusTitle, close }: FormFlowProps) {
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const [view, setView] = useState<View>(() =>
    params.submissionId ? { name: 'submission', submissionId: params.submissionId } : { name: 'opening' },
  );
  const rounds = useRef(0);
  const fresh = (): View => ({ name: 'fill', round: ++rounds.current });

  // Every change of view after the first is a new screen in the same dialog: its title takes focus.
  const shown = useRef(view);
  useEffect(() => {
    if (shown.current === view) return;
    shown.current = view;
    focusTitle();
  }, [view, focusTitle]);

  const linked = view.name === 'opening' && params.trigger === FORM_LINK_TRIGGER;
  const latest = useQuery({ ...formQueries.latest(api, user, formId), enabled: linked });
  const form = useQuery(formQueries.form(api, user.id, formId));

  const submissionView = (submissionId: string, initial?: FormSubmission) => (
    <SubmissionView
      key={submissionId}
      user={user}
      formId={formId}
      submissionId={submissionId}
      initial={initial}
      onFillAgain={() => setView(fresh())}
      onDeleted={() => setView({ name: 'deleted' })}
      focusTitle={focusTitle}
    />
  );

  if (view.name === 'submission') return submissionView(view.submissionId);
  if (view.name === 'thanks') {
    return (
      <Thanks
        submission={view.submission}
        onView={() => setView({ name: 'submission', submissionId: view.submission.submission_id })}
        onDone={close}
      />
    );
  }
  if (view.name === 'deleted') {
    return (
      <div className="form-view">
        <p className="form-note" role="status">
          {t('formDeleted')}
        </p>
        <div className="form-actions">
          <Button onClick={() => setView(fresh())}>{t('formFillAgain')}</Button>
        </div>
      </div>
    );
  }
  if (linked) {
    if (latest.isPending) return <Spinner label={t('loading')} />;
    // Without an answer about earlier submissions the member can still fill the form in.
    if (latest.data) return submissionView(latest.data.submission_id, latest.data);
  }
  if (form.data) {
    const round = view.name === 'fill' ? view.round : 0;
    return (
      <FormFiller
        key={`${form.data.form.id}:${round}`}
        form={form.data.form}
        params={params}
        userId={user.id}
        onSubmitted={(submission) => setView({ name: 'thanks', submission })}
        registerAbort={registerAbort}
        focusTitle={focusTitle}
      />
    );
  }
  if (form.error instanceof ApiError && form.error.status === 404) {
    return <p className="form-note">{t('formNotFound')}</p>;
  }
  if (form.isError) return <LoadError messageKey="formLoadFailed" onRetry={() => void form.refetch()} />;
  return <Spinner label={t('loading')} />;
}
