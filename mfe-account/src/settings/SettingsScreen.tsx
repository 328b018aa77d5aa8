import {
  apiServiceRef,
  busServiceRef,
  configServiceRef,
  isLocalisationEnabled,
  type SubscriberResponse,
  type User,
} from '@stride/shared';
import { subscriberUpdateBody } from '@stride/shared/accounts';
import { useService } from '@stride/shared/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberScreen } from '../accountArea/MemberScreen';
import { ColorModeSetting } from '../colorMode/ColorModeSetting';
import { definition } from '../definition';
import { AccountForm } from '../details/AccountForm';
import { useSaveState } from '../details/useSaveState';
import '../details/details.scss';

/** A locale's name in its own language ("Español", "العربية"), so a member finds theirs whatever the UI shows. */
function localeName(locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

function SettingsForm({ user }: { user: User }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const bus = useService(busServiceRef);
  const config = useService(configServiceRef);
  // Only the app's published locales (and its default): a draft translation is not for members yet.
  const locales = isLocalisationEnabled(config)
    ? config.locales.filter((l) => l.status !== 'draft').map((l) => l.locale)
    : [];
  const [language, setLanguage] = useState(user.language ?? '');
  const [canReceive, setCanReceive] = useState(user.canReceiveMessagesFromMembers);
  const { save, status } = useSaveState({ fieldErrors: false });
  const submit = () =>
    void save(async () => {
      const { subscriber } = await api.put<SubscriberResponse>(
        '/subscribers',
        subscriberUpdateBody({ language, canReceiveMessagesFromMembers: canReceive }),
      );
      // The shell follows user.language (localeFor): the UI switches language at once, without a reload.
      bus.emit('session:user-updated', {
        user: {
          ...user,
          language: subscriber.language,
          canReceiveMessagesFromMembers: subscriber.can_receive_messages_from_members,
        },
      });
      // Written out at render, in the language the save may just have switched to.
      return { key: 'changesSaved' };
    });
  return (
    <AccountForm title={t('preferences')} onSubmit={submit} saveLabel={t('save')} {...status}>
      {locales.length > 0 ? (
        <div className="stride-field">
          <label htmlFor="account-language">{t('language')}</label>
          <select id="account-language" value={language} onChange={(event) => setLanguage(event.target.value)}>
            {language === '' ? <option value="">{t('languageDevice')}</option> : null}
            {locales.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {localeName(locale)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <label className="account-toggle">
        <input type="checkbox" checked={canReceive} onChange={(event) => setCanReceive(event.target.checked)} />
        {t('allowMemberMessages')}
      </label>
    </AccountForm>
  );
}

/** /me/settings: the app's language for this member and whether other members may message them. */
export function SettingsScreen() {
  return (
    <MemberScreen titleKey="settings" guestTextKey="logInToSeeSettings">
      {(user) => (
        <div className="account-forms">
          <SettingsForm user={user} />
          <ColorModeSetting />
        </div>
      )}
    </MemberScreen>
  );
}
