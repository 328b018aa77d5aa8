import { apiServiceRef, type MessageableUser, type User } from '@stride/shared';
import { Button, MemberAvatar, Spinner, useDebounced, useService } from '@stride/shared/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { threadQueries } from '../threads/threadQueries';
import { definition } from '../definition';
import './people.scss';

/**
 * Finds people to write to or add (GET /subscribers ?term, excluded_by_thread): each with a button to pick them,
 * or a note when the member may not message them (spec §5).
 */
export function PeopleSearch({
  viewer,
  excludedByThread,
  excludedIds = [],
  actionLabel,
  pickLabel,
  onPick,
  busyId = null,
}: {
  viewer: User;
  /** Leaves out who is already in this thread. */
  excludedByThread: string | null;
  /** Leaves out people already picked. */
  excludedIds?: readonly string[];
  /** The pick button's text ("Add"), and its name for one person ("Add Mia"). */
  actionLabel: string;
  pickLabel(name: string): string;
  onPick(person: MessageableUser): void;
  /** The person whose pick is on its way. */
  busyId?: string | null;
}) {
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const fieldId = useId();
  const [term, setTerm] = useState('');
  const search = useDebounced(term.trim());
  const query = useQuery({
    ...threadQueries.subscribers(api, viewer.id, search, excludedByThread),
    placeholderData: keepPreviousData,
  });
  const people = (query.data?.subscribers ?? []).filter((p) => p.id !== viewer.id && !excludedIds.includes(p.id));
  let results;
  if (query.isError) results = <p role="alert">{t('peopleFailed')}</p>;
  else if (!query.data) results = <Spinner label={t('loading')} />;
  else if (people.length === 0) results = <p className="messaging-people__empty">{t('noPeopleFound')}</p>;
  else
    results = (
      <ul className="messaging-people__list">
        {people.map((person) => (
          <li key={person.id} className="messaging-people__item">
            <MemberAvatar user={{ name: person.name, email: '', avatarUrls: person.avatar_urls }} size={40} />
            <span className="messaging-people__name" dir="auto">
              {person.name}
            </span>
            {person.can_message ? (
              <Button
                variant="secondary"
                onClick={() => onPick(person)}
                disabled={busyId === person.id}
                aria-label={pickLabel(person.name)}
              >
                {actionLabel}
              </Button>
            ) : (
              <span className="messaging-people__note">{t('cannotMessageShort')}</span>
            )}
          </li>
        ))}
      </ul>
    );
  return (
    <div className="messaging-people">
      <div className="stride-field">
        <label htmlFor={fieldId}>{t('searchPeople')}</label>
        <input id={fieldId} type="search" value={term} onChange={(event) => setTerm(event.target.value)} />
      </div>
      {results}
    </div>
  );
}
