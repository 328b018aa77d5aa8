import { apiServiceRef, busServiceRef, navigationServiceRef, sessionServiceRef } from '@stride/shared';
import { Button, Modal, Spinner, useService } from '@stride/shared/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { FormFlow } from './FormFlow';
import { readFormParams } from './formParams';
import { formQueries } from './formQueries';
import './forms.scss';

/**
 * #form (FORM_PARAMS): a form to fill in (a trigger_form action, a linked form page, the sign-up form) or a
 * submission of it to read, edit or delete. A guest is asked to log in: forms are answered by members.
 */
export function FormModal({ close }: { close(): void }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const session = useService(sessionServiceRef);
  const bus = useService(busServiceRef);
  const api = useService(apiServiceRef);
  const { search } = useService(navigationServiceRef).location;
  const params = readFormParams(search);
  const user = session.status === 'authenticated' ? session.user : null;
  const form = useQuery({
    ...formQueries.form(api, user?.id ?? '', params.formId ?? ''),
    enabled: Boolean(user && params.formId),
  });

  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusTitle = useCallback(() => titleRef.current?.focus(), []);
  // Set by the form being filled in while it is unsent: closing then records that (form_aborted, missed capture).
  const abortRef = useRef<(() => void) | null>(null);
  const registerAbort = useCallback((abort: (() => void) | null) => {
    abortRef.current = abort;
  }, []);
  const dismiss = () => {
    const abort = abortRef.current;
    abortRef.current = null;
    abort?.();
    close();
  };

  let body: ReactNode;
  if (session.status === 'unchecked') body = <Spinner label={t('loading')} />;
  else if (session.status === 'guest') {
    body = (
      <div className="form-view">
        <p className="form-note">{t('formLogInToFill')}</p>
        <div className="form-actions">
          <Button onClick={() => bus.emit('modal:open', { modal: 'auth' })}>{t('logIn')}</Button>
        </div>
      </div>
    );
  } else if (!params.formId) body = <p className="form-note">{t('formNotFound')}</p>;
  else {
    body = (
      <FormFlow
        // Another form, submission or trigger asked for while open starts afresh (spec §4: values per form).
        key={[params.formId, params.submissionId, params.trigger].join('|')}
        user={session.user}
        formId={params.formId}
        params={params}
        registerAbort={registerAbort}
        focusTitle={focusTitle}
        close={dismiss}
      />
    );
  }
  return (
    <Modal
      title={form.data?.form.title ?? t('formTitle')}
      onClose={dismiss}
      closeLabel={t('close')}
      titleRef={titleRef}
    >
      <div className="form-modal">{body}</div>
    </Modal>
  );
}
