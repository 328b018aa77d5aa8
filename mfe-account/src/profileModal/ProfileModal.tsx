import {
  apiServiceRef,
  ApiError,
  configServiceRef,
  memberQueryKeys,
  navigationServiceRef,
  PROFILE_PARAMS,
  sessionServiceRef,
  type BlockedUsersResponse,
  type MemberProfile,
  type User,
} from '@stride/shared';
import { canMessageMember, newConversationPath } from '@stride/shared/accounts';
import { Button, MemberAvatar, Modal, Spinner, useService } from '@stride/shared/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../accountArea/LoadError';
import { definition } from '../definition';
import { memberQueries } from '../members/memberQueries';
import '../members/members.scss';

/** Block and unblock: the profile and directory are asked again, and the member's login lists (blocked ids). */
function BlockButton({ viewer, profile }: { viewer: User; profile: MemberProfile }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const toggle = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const response = profile.is_blocked
        ? await api.delete<BlockedUsersResponse>(`/subscribers/block/${encodeURIComponent(profile.id)}`)
        : await api.post<BlockedUsersResponse>('/subscribers/block', { user_id: profile.id });
      queryClient.setQueryData(memberQueryKeys.data(viewer.id), (data: object | undefined) =>
        data ? { ...data, blocked_user_ids: response.blocked_user_ids } : data,
      );
      await queryClient.invalidateQueries({ queryKey: memberQueries.all });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => void toggle()} disabled={busy}>
        {profile.is_blocked ? t('unblock') : t('block')}
      </Button>
      {failed ? (
        <p className="member-profile__error" role="alert">
          {profile.is_blocked ? t('unblockFailed') : t('blockFailed')}
        </p>
      ) : null}
    </>
  );
}

function ProfileView({ viewer, profile }: { viewer: User; profile: MemberProfile }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const { navigate } = useService(navigationServiceRef);
  const { messaging } = useService(configServiceRef);
  const canMessage =
    !profile.is_blocked &&
    canMessageMember({
      viewer,
      target: profile,
      chatAvailable: messaging.enabled,
      memberToMemberEnabled: messaging.member_to_member,
      memberToAdminEnabled: messaging.member_to_admin,
    });
  const hidden = !profile.is_self && (profile.is_private || profile.is_blocked);
  return (
    <div className="member-profile">
      <MemberAvatar user={{ name: profile.name, email: '', avatarUrls: profile.avatar_urls }} size={96} />
      <h3 className="member-profile__name" dir="auto">
        {profile.name}
      </h3>
      {profile.is_blocked ? <p className="member-profile__note">{t('youBlocked')}</p> : null}
      {!profile.is_blocked && hidden ? <p className="member-profile__note">{t('profileIsPrivate')}</p> : null}
      {!hidden && profile.bio ? (
        <p className="member-profile__bio" dir="auto">
          {profile.bio}
        </p>
      ) : null}
      {!hidden && profile.properties.length > 0 ? (
        <dl className="member-profile__properties">
          {profile.properties.map((property) => (
            <div key={property.slug} className="member-profile__property">
              <dt dir="auto">{property.name}</dt>
              <dd dir="auto">{property.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {profile.is_self ? null : (
        <div className="member-profile__actions">
          {canMessage ? (
            <Button onClick={() => navigate(newConversationPath([profile.id]))}>{t('message')}</Button>
          ) : null}
          <BlockButton viewer={viewer} profile={profile} />
        </div>
      )}
    </div>
  );
}

function ProfileBody({ viewer, memberId }: { viewer: User; memberId: string }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const query = useQuery(memberQueries.profile(useService(apiServiceRef), viewer.id, memberId));
  if (query.data) return <ProfileView viewer={viewer} profile={query.data.profile} />;
  if (query.error instanceof ApiError && query.error.status === 404)
    return <p className="member-profile__note">{t('profileNotFound')}</p>;
  if (query.isError) return <LoadError messageKey="profileFailed" onRetry={() => void query.refetch()} />;
  return <Spinner label={t('loading')} />;
}

/**
 * #profile: a member's public profile (`?profile_user=<id>`), or the signed-in member's own without one: name,
 * picture, bio and public properties, with Message (when spec §5 allows it) and Block.
 */
export function ProfileModal({ close }: { close(): void }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const session = useService(sessionServiceRef);
  const { location } = useService(navigationServiceRef);
  const memberId = new URLSearchParams(location.search).get(PROFILE_PARAMS.user);
  let body;
  if (session.status === 'authenticated')
    body = <ProfileBody viewer={session.user} memberId={memberId ?? session.user.id} />;
  else if (session.status === 'guest') body = <p>{t('notSignedIn')}</p>;
  else body = <Spinner label={t('loading')} />;
  return (
    <Modal title={t('profile')} onClose={close} closeLabel={t('close')}>
      {body}
    </Modal>
  );
}
