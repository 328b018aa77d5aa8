import { memberQueries, type MemberData } from '@stride/shared';
import { useQuery } from '@tanstack/react-query';
import { useContentParcel } from '../parcel/ContentParcelContext';

/** The signed-in member's lists (primed by the shell at verify); a guest has none. */
export function useMemberData(): { userId: string | null; member: MemberData | undefined } {
  const { api, session } = useContentParcel();
  const userId = session.status === 'authenticated' ? session.user.id : null;
  const query = useQuery({ ...memberQueries.data(api, userId ?? ''), enabled: userId !== null });
  return { userId, member: userId === null ? undefined : query.data };
}
