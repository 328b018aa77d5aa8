import { contentQueryKeys, memberQueryKeys, type MemberData } from '@stride/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface MemberDataMutationOptions<TVariables, TResult> {
  mutationFn(variables: TVariables): Promise<TResult>;
  /** The member's lists as they will be once the call succeeds, drawn before it does. */
  optimistic(member: MemberData, variables: TVariables): MemberData;
  /** Folds the server's answer in (it may know more than the guess, e.g. a whole program subscription). */
  settle?(member: MemberData, result: TResult, variables: TVariables): MemberData;
  /** After the rollback, for errors that tell something about the member's lists (e.g. no such subscription). */
  afterError?(member: MemberData, error: Error, variables: TVariables): MemberData;
  /** Anything else the answer changes (other caches), once the lists are settled. */
  afterSuccess?(result: TResult, variables: TVariables): void;
}

/**
 * A call that changes the member's lists: the cached member data changes at once, goes back to what it was if
 * the call fails, and my content is refetched when next shown either way.
 */
export function useMemberDataMutation<TVariables, TResult>(
  userId: string | null,
  options: MemberDataMutationOptions<TVariables, TResult>,
) {
  const queryClient = useQueryClient();
  const key = memberQueryKeys.data(userId ?? '');
  const update = (change: (member: MemberData) => MemberData) => {
    if (userId !== null) queryClient.setQueryData<MemberData>(key, (member) => member && change(member));
  };
  return useMutation<TResult, Error, TVariables, { previous: MemberData | undefined }>({
    mutationFn: options.mutationFn,
    onMutate: async (variables) => {
      if (userId === null) return { previous: undefined };
      // A refetch landing after this guess would draw the old lists over it.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<MemberData>(key);
      update((member) => options.optimistic(member, variables));
      return { previous };
    },
    onError: (error, variables, context) => {
      if (userId !== null && context?.previous) queryClient.setQueryData(key, context.previous);
      const { afterError } = options;
      if (afterError) update((member) => afterError(member, error, variables));
    },
    onSuccess: (result, variables) => {
      const { settle } = options;
      if (settle) update((member) => settle(member, result, variables));
      options.afterSuccess?.(result, variables);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: contentQueryKeys.myContent() });
    },
  });
}
