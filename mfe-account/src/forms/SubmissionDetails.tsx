import { dateTimeFormat, type FormSubmission, type SubmissionValue } from '@stride/shared';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { useSubmissionDay } from './useSubmissionDay';

const DATE_VALUE = /^(\d{4})-(\d{2})-(\d{2})$/;

function Answer({ value }: { value: SubmissionValue }) {
  const { t, i18n } = useTranslation(definition.i18nNamespace);
  const none = <span className="form-answers__none">{t('formNoAnswer')}</span>;
  if (value.field_type === 'image_upload') {
    return value.image ? <img className="form-answers__image" src={value.image} alt={value.label} /> : none;
  }
  if (value.field_type === 'acceptance') return <>{value.value === 'true' ? t('formYes') : t('formNo')}</>;
  const text = Array.isArray(value.value) ? value.value.join(', ') : (value.value ?? '');
  if (!text.trim()) return none;
  const date = value.field_type === 'date' ? DATE_VALUE.exec(text) : null;
  if (date) {
    // A calendar day, not an instant: drawn in UTC so no time zone moves it to the day before.
    const day = new Date(Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3])));
    return <>{dateTimeFormat(i18n.language, 'UTC', { dateStyle: 'medium' }).format(day)}</>;
  }
  return (
    <span className="form-answers__text" dir="auto">
      {text}
    </span>
  );
}

/** A quiz answer's mark: right, or wrong with the answer the owner expected. */
function Mark({ value }: { value: SubmissionValue }) {
  const { t } = useTranslation(definition.i18nNamespace);
  if (value.is_correct === null) return null;
  if (value.is_correct) {
    return (
      <span className="form-answers__mark form-answers__mark--correct">
        <span aria-hidden="true">{'✓ '}</span>
        {t('formCorrect')}
      </span>
    );
  }
  const expected = value.correct_answer
    ?.split('\n')
    .map((option) => option.trim())
    .filter(Boolean)
    .join(', ');
  return (
    <span className="form-answers__mark form-answers__mark--wrong">
      <span aria-hidden="true">{'✗ '}</span>
      {t('formWrong')}
      {expected ? (
        <span className="form-answers__expected" dir="auto">
          {t('formCorrectAnswer', { answer: expected })}
        </span>
      ) : null}
    </span>
  );
}

/** A quiz's score, when the submission has one. */
export function SubmissionScore({ submission }: { submission: FormSubmission }) {
  const { t } = useTranslation(definition.i18nNamespace);
  if (!submission.score) return null;
  return (
    <p className="form-score">{t('formScore', { correct: submission.score.correct, total: submission.score.total })}</p>
  );
}

/** The answers of a submission (label → value, images shown) with a quiz's marks. */
export function SubmissionAnswers({ submission }: { submission: FormSubmission }) {
  return (
    <dl className="form-answers">
      {submission.values.map((value) => (
        <div key={value.form_field_id} className="form-answers__item">
          <dt className="form-answers__label" dir="auto">
            {value.label}
          </dt>
          <dd className="form-answers__value">
            <Answer value={value} />
            <Mark value={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A submission as the member reads it: when it was sent, its status, a quiz's score, and the answers. */
export function SubmissionDetails({ submission, showName }: { submission: FormSubmission; showName: boolean }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const day = useSubmissionDay();
  return (
    <div className="form-submission">
      <p className="form-submission__meta">
        <span>{t('formSentOn', { date: day(submission.created_at) })}</span>
        <span className={`form-badge form-badge--${submission.capture_status}`}>
          {t(`formStatus_${submission.capture_status}`)}
        </span>
      </p>
      {showName ? (
        <p className="form-submission__meta" dir="auto">
          {t('formSubmittedBy', { name: submission.subscriber_name })}
        </p>
      ) : null}
      <SubmissionScore submission={submission} />
      <SubmissionAnswers submission={submission} />
    </div>
  );
}
