import { apiServiceRef, type User } from '@stride/shared';
import { myContentQueries, Spinner, useService } from '@stride/shared/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../accountArea/LoadError';
import { MemberScreen } from '../accountArea/MemberScreen';
import { definition } from '../definition';
import '../myContent/myContent.scss';

function SubmissionsBody({ user }: { user: User }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const query = useQuery(myContentQueries.current(useService(apiServiceRef), user.id));
  if (query.isError) return <LoadError messageKey="myContentFailed" onRetry={() => void query.refetch()} />;
  if (!query.data) return <Spinner label={t('loading')} />;
  // The submissions themselves arrive with forms; until then the member learns whether they sent any.
  return (
    <p className="my-content__empty">
      {query.data.has_form_submissions ? t('submissionsSoon') : t('submissionsEmpty')}
    </p>
  );
}

/** /me/submissions: the forms the member submitted. */
export function SubmissionsScreen() {
  return (
    <MemberScreen titleKey="submissions" guestTextKey="logInToSeeContent">
      {(user) => <SubmissionsBody user={user} />}
    </MemberScreen>
  );
}
