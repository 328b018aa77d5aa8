import { apiServiceRef, type User } from '@stride/shared';
import { useService } from '@stride/shared/react';
import { useTranslation } from 'react-i18next';
import { MemberScreen } from '../accountArea/MemberScreen';
import { definition } from '../definition';
import { formQueries } from '../forms/formQueries';
import { SubmissionList } from '../forms/SubmissionList';

function SubmissionsBody({ user }: { user: User }) {
  const { t } = useTranslation(definition.i18nNamespace);
  return (
    <SubmissionList
      pages={formQueries.mine(useService(apiServiceRef), user.id)}
      label={t('submissions')}
      emptyText={t('submissionsEmpty')}
      showNames={user.isAdmin}
    />
  );
}

/**
 * /me/submissions: the forms the member sent, newest first, with a quiz's score and "Missed" for a form closed
 * unanswered; an admin reads every member's, with their names. Each opens in #form.
 */
export function SubmissionsScreen() {
  return (
    <MemberScreen titleKey="submissions" guestTextKey="formLogInToSeeSubmissions">
      {(user) => <SubmissionsBody user={user} />}
    </MemberScreen>
  );
}
