import {
  contentQueryKeys,
  type ApiClient,
  type ProgramSubscriptionResponse,
  type ProgramsResponse,
} from '@stride/shared';
import { queryOptions } from '@tanstack/react-query';

export const programQueries = {
  /** GET /programs: every program with its stages; a program page picks itself out by id. */
  list: (api: ApiClient) =>
    queryOptions({
      // Which programs show depends on who asks (private pages): viewer-scoped.
      queryKey: [...contentQueryKeys.viewer, 'programs'] as const,
      queryFn: () => api.get<ProgramsResponse>('/programs'),
      staleTime: 60_000,
    }),
};

/** The program calls of spec §7, each answering with the member's subscription as it now stands. */
export type ProgramAction =
  | { kind: 'subscribe' }
  | { kind: 'completeStage'; stageId: string }
  | { kind: 'uncompleteStage'; stageId: string }
  | { kind: 'complete' };

export function runProgramAction(
  api: ApiClient,
  programId: string,
  action: ProgramAction,
): Promise<ProgramSubscriptionResponse> {
  const program = `/programs/${encodeURIComponent(programId)}`;
  switch (action.kind) {
    case 'subscribe':
      return api.post(`${program}/subscribe`);
    case 'completeStage':
      return api.post(`${program}/stages/${encodeURIComponent(action.stageId)}/complete`);
    case 'uncompleteStage':
      return api.delete(`${program}/stages/${encodeURIComponent(action.stageId)}`);
    case 'complete':
      return api.post(`${program}/complete`);
  }
}
