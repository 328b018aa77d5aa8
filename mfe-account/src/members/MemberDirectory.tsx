import {
  apiServiceRef,
  busServiceRef,
  DIRECTORY_TERM_MAX_LENGTH,
  PROFILE_PARAMS,
  type DirectoryMember,
  type User,
} from '@stride/shared';
import { Button, MemberAvatar, Spinner, useDebounced, useService } from '@stride/shared/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../accountArea/LoadError';
import { definition } from '../definition';
import { memberQueries } from './memberQueries';
import './members.scss';

function MemberRow({ member }: { member: DirectoryMember }) {
  const bus = useService(busServiceRef);
  const open = () => bus.emit('modal:open', { modal: 'profile', params: { [PROFILE_PARAMS.user]: member.id } });
  return (
    <li className="member-directory__item">
      <button type="button" className="member-directory__member" onClick={open}>
        <MemberAvatar user={{ name: member.name, email: '', avatarUrls: member.avatar_urls }} size={44} />
        <span className="member-directory__text">
          <span className="member-directory__name" dir="auto">
            {member.name}
          </span>
          {member.properties.length > 0 ? (
            <span className="member-directory__detail" dir="auto">
              {member.properties.map((property) => property.value).join(' · ')}
            </span>
          ) : null}
        </span>
      </button>
    </li>
  );
}

/**
 * The member directory (spec §6): a search by name or public property, a page of members at a time; tapping
 * a member opens their #profile.
 */
export function MemberDirectory({ user }: { user: User }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const [term, setTerm] = useState('');
  const search = useDebounced(term.trim());
  // A page belongs to the search it was turned for: a new search starts on page 1.
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const setPage = (next: number) => setPaging({ search, page: next });
  const query = useQuery({ ...memberQueries.directory(api, user.id, search, page), placeholderData: keepPreviousData });
  let body;
  if (query.data) {
    body =
      query.data.members.length === 0 ? (
        <p className="member-directory__empty">{search ? t('directoryNoMatch') : t('directoryEmpty')}</p>
      ) : (
        <ul className="member-directory__list">
          {query.data.members.map((member) => (
            <MemberRow key={member.id} member={member} />
          ))}
        </ul>
      );
  } else if (query.isError) body = <LoadError messageKey="directoryFailed" onRetry={() => void query.refetch()} />;
  else body = <Spinner label={t('loading')} />;
  return (
    <div className="member-directory">
      <div className="stride-field">
        <label htmlFor="member-directory-search">{t('searchMembers')}</label>
        <input
          id="member-directory-search"
          type="search"
          value={term}
          maxLength={DIRECTORY_TERM_MAX_LENGTH}
          placeholder={t('searchMembersHint')}
          onChange={(event) => setTerm(event.target.value)}
        />
      </div>
      {body}
      {query.data && (page > 1 || query.data.has_more) ? (
        <div className="member-directory__pages">
          <Button variant="secondary" disabled={page === 1} onClick={() => setPage(page - 1)}>
            {t('previousPage')}
          </Button>
          <Button variant="secondary" disabled={!query.data.has_more} onClick={() => setPage(page + 1)}>
            {t('nextPage')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
