import {
  apiServiceRef,
  PROFILE_VISIBILITIES,
  type ProfileVisibility,
  type SubscriberResponse,
  type User,
} from '@stride/shared';
import { Spinner, useService } from '@stride/shared/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../accountArea/LoadError';
import { MemberScreen } from '../accountArea/MemberScreen';
import { definition } from '../definition';
import { AccountForm } from '../details/AccountForm';
import { useSaveState } from '../details/useSaveState';
import { accountQueries } from '../members/memberQueries';
import '../details/details.scss';

function VisibilityForm({ user, saved }: { user: User; saved: ProfileVisibility }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const queryClient = useQueryClient();
  const [visibility, setVisibility] = useState(saved);
  const { save, status } = useSaveState({ fieldErrors: false });
  const submit = () =>
    void save(async () => {
      const response = await api.put<SubscriberResponse>('/subscribers', { profile_visibility: visibility });
      queryClient.setQueryData(accountQueries.subscriber(api, user.id).queryKey, response);
      return { key: 'changesSaved' };
    });
  return (
    <AccountForm title={t('profileVisibility')} onSubmit={submit} saveLabel={t('save')} {...status}>
      <fieldset className="account-choice">
        <legend className="account-choice__legend">{t('profileVisibilityQuestion')}</legend>
        {PROFILE_VISIBILITIES.map((option) => (
          <label key={option} className="account-toggle">
            <input
              type="radio"
              name="profile-visibility"
              value={option}
              checked={visibility === option}
              onChange={() => setVisibility(option)}
            />
            <span>
              <strong>{t(`visibility_${option}`)}</strong>
              <br />
              {t(`visibilityHint_${option}`)}
            </span>
          </label>
        ))}
      </fieldset>
    </AccountForm>
  );
}

function ProfilePrivacyBody({ user }: { user: User }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const query = useQuery(accountQueries.subscriber(useService(apiServiceRef), user.id));
  if (query.data) return <VisibilityForm user={user} saved={query.data.subscriber.profile_visibility} />;
  if (query.isError) return <LoadError messageKey="profileFailed" onRetry={() => void query.refetch()} />;
  return <Spinner label={t('loading')} />;
}

/** /me/profile-privacy: a public profile is listed in the directory; a private one shows others only name and picture. */
export function ProfilePrivacyScreen() {
  return (
    <MemberScreen titleKey="profilePrivacy" guestTextKey="logInToSeePrivacy">
      {(user) => (
        <div className="account-forms">
          <ProfilePrivacyBody user={user} />
        </div>
      )}
    </MemberScreen>
  );
}
