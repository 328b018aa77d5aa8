import {
  apiServiceRef,
  SIGN_UP_TRIGGER,
  type Form,
  type FormSubmission,
  type FormSubmissionResponse,
  type FormSubmitRequest,
} from '@stride/shared';
import { defaultFormValues, formSteps, validateFieldValue } from '@stride/shared/forms';
import { Button, useService } from '@stride/shared/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { FormFieldInput } from './FormFieldInput';
import type { FormParams } from './formParams';
import { refreshSubmissions } from './formQueries';
import { FormStepFields } from './FormStepFields';
import { fieldIdOfError, useFormAnswers } from './useFormAnswers';
import { useFormActivity } from './useFormActivity';

/** The intro screen, or the index of the step shown. */
type Stage = 'intro' | number;

export interface FormFillerProps {
  form: Form;
  params: FormParams;
  userId: string;
  onSubmitted(submission: FormSubmission): void;
  /** Hands the modal what closing it must record while the form is unsubmitted (null once it is sent). */
  registerAbort(abort: (() => void) | null): void;
  /** Moves focus to the dialog's title, when the member moves to another step. */
  focusTitle(): void;
}

function Progress({ step, total }: { step: number; total: number }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const text = t('formStepOf', { step, total });
  return (
    <div className="form-progress">
      <span className="form-progress__text">{text}</span>
      <div
        className="form-progress__bar"
        role="progressbar"
        aria-label={t('formProgress')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={text}
      >
        <span className="form-progress__fill" style={{ width: `${(step / total) * 100}%` }} />
      </div>
    </div>
  );
}

/**
 * A form filled in (spec §2, §5): the intro screen if the owner wrote one, then its groups as steps with progress;
 * Next checks the step, Submit sends every field. Values start from the form's defaults (spec §4: each form its
 * own). Reports form_viewed, form_progressed and form_submitted; closing it unsent reports form_aborted, and the
 * sign-up form records a missed capture first.
 */
export function FormFiller({ form, params, userId, onSubmitted, registerAbort, focusTitle }: FormFillerProps) {
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const queryClient = useQueryClient();
  const report = useFormActivity();
  const steps = useMemo(() => formSteps(form.form_groups, form.form_fields), [form]);
  const [stage, setStage] = useState<Stage>(form.show_intro_screen ? 'intro' : 0);
  const [sending, setSending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  // The dialog's title takes focus after the member moves on; an error moves it to the field instead.
  const titleFocus = useRef(false);
  useEffect(() => {
    if (!titleFocus.current) return;
    titleFocus.current = false;
    focusTitle();
  }, [stage, focusTitle]);
  const answers = useFormAnswers(() => defaultFormValues(form.form_fields));

  const request = (capture: FormSubmitRequest['capture_status']): FormSubmitRequest => ({
    triggering_item: params.triggeringItem,
    trigger: params.trigger,
    submitted_values: answers.submittedValues(form.form_fields),
    page_id: params.pageId,
    capture_status: capture,
  });

  // What closing the dialog reads: the latest answers and step, and whether they are already on their way.
  const latest = useRef({ stage, request, sending: false });
  useEffect(() => {
    latest.current = { stage, request, sending: latest.current.sending };
  });

  useEffect(() => {
    report('form_viewed', { form_id: form.id });
    const path = `/forms/${encodeURIComponent(form.id)}/submit`;
    registerAbort(() => {
      if (latest.current.sending) return;
      const { stage: at, request: build } = latest.current;
      const step = at === 'intro' ? 0 : at + 1;
      const missed =
        params.trigger === SIGN_UP_TRIGGER
          ? api
              .post(path, build('missed'))
              .then(() => refreshSubmissions(queryClient, userId))
              .catch(() => undefined)
          : Promise.resolve();
      // In this order: the missed capture is on record before the report that the form was closed.
      void missed.then(() => report('form_aborted', { form_id: form.id, step }));
    });
    return () => registerAbort(null);
  }, [api, form.id, params.trigger, queryClient, registerAbort, report, userId]);

  const goTo = (next: Stage) => {
    titleFocus.current = true;
    setAlert(null);
    setStage(next);
  };

  const index = stage === 'intro' ? 0 : stage;
  const step = steps[index];
  const last = index === steps.length - 1;

  const submit = async () => {
    // Steps behind were checked on Next, and stay so unless the member went back: check them all the same.
    const invalid = steps.findIndex((candidate) =>
      candidate.fields.some((field) => validateFieldValue(field, answers.values[field.id]) !== null),
    );
    if (invalid >= 0) {
      setStage(invalid);
      answers.check(steps[invalid]?.fields ?? []);
      return;
    }
    setSending(true);
    latest.current.sending = true;
    setAlert(null);
    try {
      const { submission } = await api.post<FormSubmissionResponse>(
        `/forms/${encodeURIComponent(form.id)}/submit`,
        request('saved'),
      );
      registerAbort(null);
      report('form_submitted', { form_id: form.id, submission_id: submission.submission_id });
      refreshSubmissions(queryClient, userId);
      onSubmitted(submission);
    } catch (error) {
      latest.current.sending = false;
      setSending(false);
      const fieldId = fieldIdOfError(error);
      const at = fieldId ? steps.findIndex((candidate) => candidate.fields.some((field) => field.id === fieldId)) : -1;
      if (fieldId && at >= 0 && error instanceof Error) {
        setStage(at);
        answers.showError(fieldId, error.message);
      } else setAlert(t('formSubmitFailed'));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!last) {
      if (!answers.check(step?.fields ?? [])) return;
      report('form_progressed', { form_id: form.id, step: index + 1 });
      goTo(index + 1);
    } else if (answers.check(step?.fields ?? [])) void submit();
  };

  if (stage === 'intro') {
    return (
      <div className="form-intro">
        <h3 className="form-intro__heading" dir="auto">
          {form.intro_heading || form.title}
        </h3>
        {form.intro_description ? (
          <p className="form-intro__description" dir="auto">
            {form.intro_description}
          </p>
        ) : null}
        <div className="form-actions">
          <Button onClick={() => goTo(0)}>{t('formStart')}</Button>
        </div>
      </div>
    );
  }

  return (
    <form className="form-step" noValidate onSubmit={onSubmit}>
      {steps.length > 1 ? <Progress step={index + 1} total={steps.length} /> : null}
      {step ? (
        <FormStepFields
          step={step}
          renderField={(field) => <FormFieldInput key={field.id} {...answers.fieldProps(field)} />}
        />
      ) : null}
      {alert ? (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      ) : null}
      <div className="form-actions">
        {index > 0 ? (
          <Button variant="secondary" onClick={() => goTo(index - 1)} disabled={sending}>
            {t('formBack')}
          </Button>
        ) : null}
        <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
          {last ? (sending ? t('formSending') : t('formSubmit')) : t('formNext')}
        </Button>
      </div>
    </form>
  );
}
