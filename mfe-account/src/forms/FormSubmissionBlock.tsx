import { apiServiceRef, busServiceRef, formModalParams, sessionServiceRef, type SlotBlock } from '@stride/shared';
import { Button, Spinner, useService } from '@stride/shared/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { formQueries } from './formQueries';
import { SubmissionList } from './SubmissionList';
import './forms.scss';

/** A text field of the block as the owner wrote it (slot blocks carry their owner's fields as they are). */
function textOf(block: SlotBlock, name: 'title' | 'form_id'): string | null {
  const value = (block as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() ? value : null;
}

/**
 * The form_submission content block: the member's submissions of the block's form (GET
 * /forms_submissions_dynamic/{blockId}), each opening in #form, and a way to fill the form in; a guest is asked to
 * log in.
 */
export function FormSubmissionBlock({ block }: { block: SlotBlock }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const session = useService(sessionServiceRef);
  const bus = useService(busServiceRef);
  const api = useService(apiServiceRef);
  const titleId = useId();
  const title = textOf(block, 'title') ?? t('submissions');
  const formId = textOf(block, 'form_id');
  let body;
  if (session.status === 'authenticated') {
    body = (
      <>
        <SubmissionList
          pages={formQueries.block(api, session.user.id, block.id)}
          label={title}
          emptyText={t('formBlockEmpty')}
          showNames={session.user.isAdmin}
        />
        {formId ? (
          <div className="form-actions">
            <Button onClick={() => bus.emit('modal:open', { modal: 'form', params: formModalParams({ formId }) })}>
              {t('formFillIn')}
            </Button>
          </div>
        ) : null}
      </>
    );
  } else if (session.status === 'guest') {
    body = (
      <>
        <p className="form-list__empty">{t('formLogInToSeeSubmissions')}</p>
        <div className="form-actions">
          <Button onClick={() => bus.emit('modal:open', { modal: 'auth' })}>{t('logIn')}</Button>
        </div>
      </>
    );
  } else body = <Spinner label={t('loading')} />;
  return (
    <section className="stride-slot-block form-block" aria-labelledby={titleId}>
      <h2 id={titleId} className="stride-slot-block__title form-block__title" dir="auto">
        {title}
      </h2>
      {body}
    </section>
  );
}
