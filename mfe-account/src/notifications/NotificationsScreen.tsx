import { apiServiceRef, type NotificationSettingKey, type NotificationSettings, type User } from '@stride/shared';
import type { WebPushBrowser } from '@stride/shared/notifications';
import { Spinner, useService } from '@stride/shared/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../accountArea/LoadError';
import { MemberScreen } from '../accountArea/MemberScreen';
import { definition } from '../definition';
import { notificationQueries } from './notificationQueries';
import { PushDeviceSetting } from './PushDeviceSetting';
import { SettingSwitch } from './SettingSwitch';
import '../details/details.scss';
import './notifications.scss';

/** The settings of spec §3, grouped as a member thinks of them: what, then reminders (which, how, when). */
const WHAT: readonly [NotificationSettingKey, string][] = [
  ['receive_blast_notifications', 'notifyBlasts'],
  ['receive_message_notifications', 'notifyMessages'],
];
const WHICH_REMINDERS: readonly [NotificationSettingKey, string][] = [
  ['receive_reminders_just_for_you', 'remindersJustForYou'],
  ['receive_reminders_for_app', 'remindersForApp'],
];
const HOW: readonly [NotificationSettingKey, string][] = [
  ['receive_reminders_via_push_notification', 'remindersViaPush'],
  ['receive_reminders_via_email', 'remindersViaEmail'],
];
const WHEN: readonly [NotificationSettingKey, string][] = [
  ['is_15_minute_reminder', 'remind15Minutes'],
  ['is_starting_now_reminder', 'remindStartingNow'],
  ['remind_day_of', 'remindDayOf'],
  ['is_daily_reminders', 'remindDaily'],
  ['is_weekly_reminders', 'remindWeekly'],
];

function Group({
  legendKey,
  settings,
  items,
  disabled = false,
  titled = false,
  onToggle,
}: {
  legendKey: string;
  settings: NotificationSettings;
  items: readonly [NotificationSettingKey, string][];
  disabled?: boolean;
  /** The group is its card's title (a card of one group). */
  titled?: boolean;
  onToggle(key: NotificationSettingKey, value: boolean): void;
}) {
  const { t } = useTranslation(definition.i18nNamespace);
  return (
    <fieldset className="account-notifications__group" disabled={disabled}>
      <legend className={titled ? 'account-form__title' : 'account-notifications__legend'}>{t(legendKey)}</legend>
      {items.map(([key, labelKey]) => (
        <SettingSwitch
          key={key}
          label={t(labelKey)}
          checked={settings[key]}
          disabled={disabled}
          onChange={(value) => onToggle(key, value)}
        />
      ))}
    </fieldset>
  );
}

/**
 * Each switch saves on change (PUT /notifications with that one setting). The switch moves at once; a failed save
 * puts it back and says so. Answers to saves still under way do not undo the switches those saves are about.
 */
function SettingsForm({ user, saved }: { user: User; saved: NotificationSettings }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const queryClient = useQueryClient();
  const [settings, setSettings] = useState(saved);
  const [failed, setFailed] = useState(false);
  const pending = useRef(new Map<NotificationSettingKey, boolean>());

  const toggle = (key: NotificationSettingKey, value: boolean) => {
    setFailed(false);
    pending.current.set(key, value);
    setSettings((current) => ({ ...current, [key]: value }));
    api.put<NotificationSettings>('/notifications', { [key]: value }).then(
      (answer) => {
        if (pending.current.get(key) === value) pending.current.delete(key);
        queryClient.setQueryData(notificationQueries.settings(api, user.id).queryKey, answer);
        setSettings({ ...answer, ...Object.fromEntries(pending.current) });
      },
      () => {
        if (pending.current.get(key) !== value) return;
        pending.current.delete(key);
        setSettings((current) => ({ ...current, [key]: !value }));
        setFailed(true);
      },
    );
  };

  const paused = settings.is_all_reminders_inactive;
  return (
    <div className="account-forms account-notifications">
      {failed ? (
        <p className="account-form__error" role="alert">
          {t('notificationsSaveFailed')}
        </p>
      ) : null}
      <div className="account-form">
        <Group legendKey="notifyAbout" settings={settings} items={WHAT} onToggle={toggle} titled />
      </div>
      <section className="account-form" aria-labelledby="account-notifications-reminders">
        <h2 className="account-form__title" id="account-notifications-reminders">
          {t('reminders')}
        </h2>
        <SettingSwitch
          label={t('pauseReminders')}
          checked={paused}
          onChange={(value) => toggle('is_all_reminders_inactive', value)}
        />
        {paused ? <p className="account-notifications__hint">{t('remindersPaused')}</p> : null}
        <Group
          legendKey="remindersAbout"
          settings={settings}
          items={WHICH_REMINDERS}
          disabled={paused}
          onToggle={toggle}
        />
        <Group legendKey="remindersHow" settings={settings} items={HOW} disabled={paused} onToggle={toggle} />
        <Group legendKey="remindersWhen" settings={settings} items={WHEN} disabled={paused} onToggle={toggle} />
      </section>
    </div>
  );
}

function NotificationsBody({ user, browser }: { user: User; browser: WebPushBrowser }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const query = useQuery(notificationQueries.settings(api, user.id));
  let settings: ReactNode;
  if (query.data) settings = <SettingsForm user={user} saved={query.data} />;
  else if (query.isError)
    settings = <LoadError messageKey="notificationsFailed" onRetry={() => void query.refetch()} />;
  else settings = <Spinner label={t('loading')} />;
  return (
    <>
      <PushDeviceSetting user={user} browser={browser} />
      {settings}
    </>
  );
}

/**
 * /me/notifications (spec §2 account area → notifications, §3 settings): push on this device, what the member
 * is notified about, and reminders (which, by push or email, when), with a switch that pauses them all.
 */
export function NotificationsScreen({ browser = window }: { browser?: WebPushBrowser }) {
  return (
    <MemberScreen titleKey="notifications" guestTextKey="logInToSeeNotifications">
      {(user) => <NotificationsBody user={user} browser={browser} />}
    </MemberScreen>
  );
}
