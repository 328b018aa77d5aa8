import {
  ApiError,
  apiServiceRef,
  busServiceRef,
  type UpdateAccountResponse,
  type UpdateAvatarResponse,
  type User,
} from '@stride/shared';
import { validateEmail, validateName, validatePassword, validatePasswordConfirmation } from '@stride/shared/accounts';
import { Field, MemberAvatar, useService } from '@stride/shared/react';
import { readAsDataUrl } from '@stride/shared/uploads';
import { memo, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberScreen } from '../accountArea/MemberScreen';
import { definition } from '../definition';
import { AccountForm } from './AccountForm';
import { ProfileForm } from './ProfileForm';
import { fieldError, saveErrorOf } from './formErrors';
import { useSaveState } from './useSaveState';
import './details.scss';

function useAccountServices() {
  return { api: useService(apiServiceRef), bus: useService(busServiceRef) };
}

function timeZones(current: string | null): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

/** Hundreds of options: drawn once, not again on every keystroke in the fields beside it. */
const TimeZoneOptions = memo(function TimeZoneOptions({ current }: { current: string | null }) {
  return timeZones(current).map((zone) => (
    <option key={zone} value={zone}>
      {zone}
    </option>
  ));
});

/** Name, email (a new one is confirmed by a link sent to it) and time zone: PUT /auth. */
function NameEmailForm({ user }: { user: User }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const { api, bus } = useAccountServices();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [timezone, setTimezone] = useState(user.timezone ?? '');
  const { error, fail, save, status } = useSaveState();
  const submit = () => {
    const invalid =
      (validateName(name) && { field: 'name', message: validateName(name)! }) ||
      (validateEmail(email) && { field: 'email', message: validateEmail(email)! });
    if (invalid) return fail(invalid);
    void save(async () => {
      const body = { name: name.trim(), email: email.trim(), ...(timezone ? { timezone } : {}) };
      const response = await api.put<UpdateAccountResponse>('/auth', body);
      bus.emit('session:user-updated', { user: response.user });
      return response.email_change_pending
        ? { key: 'emailChangePending', values: { email: response.email_change_pending } }
        : { key: 'changesSaved' };
    });
  };
  return (
    <AccountForm title={t('yourDetails')} onSubmit={submit} saveLabel={t('save')} {...status}>
      <Field
        label={t('name')}
        value={name}
        dir="auto"
        autoComplete="name"
        onChange={(event) => setName(event.target.value)}
        error={fieldError(error, 'name')}
      />
      <Field
        label={t('email')}
        type="email"
        value={email}
        autoComplete="email"
        onChange={(event) => setEmail(event.target.value)}
        error={fieldError(error, 'email')}
      />
      <div className="stride-field">
        <label htmlFor="account-timezone">{t('timezone')}</label>
        <select id="account-timezone" value={timezone} onChange={(event) => setTimezone(event.target.value)}>
          <option value="">{t('timezoneNotSet')}</option>
          <TimeZoneOptions current={user.timezone} />
        </select>
      </div>
    </AccountForm>
  );
}

/** The member's picture: PUT /auth/update_avatar with the chosen image. */
function AvatarForm({ user }: { user: User }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const { api, bus } = useAccountServices();
  const { saving, save, status } = useSaveState({ fieldErrors: false });
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    await save(async () => {
      const response = await api.put<UpdateAvatarResponse>('/auth/update_avatar', {
        avatar: await readAsDataUrl(file),
      });
      bus.emit('session:user-updated', { user: { ...user, avatarUrls: response.avatar_urls } });
    });
  };
  return (
    <section className="account-form account-avatar" aria-labelledby="account-avatar-title">
      <h2 className="account-form__title" id="account-avatar-title">
        {t('picture')}
      </h2>
      <div className="account-avatar__row">
        <MemberAvatar user={user} size={72} />
        <label className="stride-button stride-button--secondary account-avatar__choose">
          {saving ? t('uploading') : t('changePicture')}
          <input type="file" accept="image/*" onChange={(event) => void choose(event)} disabled={saving} />
        </label>
      </div>
      {status.error ? (
        <p className="account-form__error" role="alert">
          {status.error}
        </p>
      ) : null}
    </section>
  );
}

/**
 * Current and new password: PUT /auth/password. A member without a password (social sign-in) is told to set one
 * through a reset: the API answers them 409 password_not_set.
 */
function PasswordForm() {
  const { t } = useTranslation(definition.i18nNamespace);
  const { api } = useAccountServices();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { error, fail, save, status } = useSaveState();
  const submit = () => {
    const invalid =
      (!current && { field: 'current_password', message: t('fieldRequired') }) ||
      (validatePassword(password) && { field: 'password', message: validatePassword(password)! }) ||
      (validatePasswordConfirmation(password, confirmation) && {
        field: 'password_confirmation',
        message: validatePasswordConfirmation(password, confirmation)!,
      });
    if (invalid) return fail(invalid);
    void save(
      async () => {
        await api.put('/auth/password', {
          current_password: current,
          password,
          password_confirmation: confirmation,
        });
        setCurrent('');
        setPassword('');
        setConfirmation('');
        return { key: 'passwordChanged' };
      },
      (caught) =>
        // A social member has no password to type: say how to get one, in the member's language.
        caught instanceof ApiError && caught.code === 'password_not_set'
          ? { field: null, message: t('noPasswordSet') }
          : saveErrorOf(caught, t('saveFailed')),
    );
  };
  return (
    <AccountForm title={t('password')} onSubmit={submit} saveLabel={t('changePassword')} {...status}>
      <Field
        label={t('currentPassword')}
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        error={fieldError(error, 'current_password')}
      />
      <Field
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldError(error, 'password')}
      />
      <Field
        label={t('confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={fieldError(error, 'password_confirmation')}
      />
    </AccountForm>
  );
}

/** /me/details: name, email, time zone, picture, bio and properties for the profile, and the password. */
export function DetailsScreen() {
  return (
    <MemberScreen titleKey="details" guestTextKey="logInToSeeDetails">
      {(user) => (
        <div className="account-forms">
          <AvatarForm user={user} />
          <NameEmailForm user={user} />
          <ProfileForm user={user} />
          <PasswordForm />
        </div>
      )}
    </MemberScreen>
  );
}
