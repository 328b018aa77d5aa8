import { apiServiceRef, busServiceRef, configServiceRef, navigationServiceRef } from '@stride/shared';
import { Button, Field, InAppLink, useService } from '@stride/shared/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberScreen } from '../accountArea/MemberScreen';
import { definition } from '../definition';
import { AccountForm } from '../details/AccountForm';
import { fieldError, saveErrorOf, type SaveError } from '../details/formErrors';
import '../details/details.scss';

/**
 * Delete my account: the API mails a code to the member's address; typing it deletes the account, after which
 * the shell signs the member out here too.
 */
function DeleteAccount({ email }: { email: string }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const bus = useService(busServiceRef);
  const { navigate } = useService(navigationServiceRef);
  const [step, setStep] = useState<'start' | 'code'>('start');
  const [code, setCode] = useState('');
  const [error, setError] = useState<SaveError | null>(null);
  const [busy, setBusy] = useState(false);
  const request = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.post('/auth/delete_account/request');
      setStep('code');
    } catch (caught) {
      setError(saveErrorOf(caught, t('saveFailed')));
    } finally {
      setBusy(false);
    }
  };
  const confirm = async () => {
    if (!/^\d{6}$/.test(code.trim())) return setError({ field: 'code', message: t('deleteCodeInvalid') });
    setBusy(true);
    setError(null);
    try {
      await api.post('/auth/delete_account', { code: code.trim() });
      bus.emit('session:sign-out');
      navigate('/');
    } catch (caught) {
      setError(saveErrorOf(caught, t('saveFailed')));
      setBusy(false);
    }
  };
  if (step === 'start')
    return (
      <section className="account-form" aria-labelledby="account-delete-title">
        <h2 className="account-form__title" id="account-delete-title">
          {t('deleteAccount')}
        </h2>
        <p>{t('deleteAccountText')}</p>
        {error ? (
          <p className="account-form__error" role="alert">
            {error.message}
          </p>
        ) : null}
        <Button variant="secondary" onClick={() => void request()} disabled={busy}>
          {t('deleteAccountStart')}
        </Button>
      </section>
    );
  return (
    <AccountForm
      title={t('deleteAccount')}
      onSubmit={() => void confirm()}
      saveLabel={t('deleteAccountConfirm')}
      saving={busy}
      error={error && error.field !== 'code' ? error.message : null}
    >
      <p>{t('deleteCodeSent', { email })}</p>
      <Field
        label={t('deleteCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={fieldError(error, 'code')}
      />
    </AccountForm>
  );
}

/** /me/privacy: the app's privacy policy, and deleting the account. */
export function PrivacyScreen() {
  const { t } = useTranslation(definition.i18nNamespace);
  const { navigate } = useService(navigationServiceRef);
  const policy = useService(configServiceRef).app.links?.privacy_policy_url;
  return (
    <MemberScreen titleKey="privacy" guestTextKey="logInToSeePrivacy">
      {(user) => (
        <div className="account-forms">
          {policy ? (
            <ul className="account-area__items">
              <li className="account-area__item">
                {policy.startsWith('/') ? (
                  <InAppLink to={policy} navigate={navigate} className="account-area__link">
                    {t('privacyPolicy')}
                  </InAppLink>
                ) : (
                  <a href={policy} className="account-area__link" target="_blank" rel="noopener noreferrer">
                    {t('privacyPolicy')}
                  </a>
                )}
              </li>
            </ul>
          ) : null}
          <DeleteAccount email={user.email} />
        </div>
      )}
    </MemberScreen>
  );
}
