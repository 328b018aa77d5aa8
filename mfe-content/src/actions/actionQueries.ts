import { contentQueryKeys, type ApiClient, type BlockActionResponse, type OverlayResponse } from '@stride/shared';

/** Queries of block actions, under the content keys so content mutations that invalidate those refresh them. */
export const actionQueries = {
  /** GET /block_actions/{blockId}: open_next's page depends on the member's progress, so the key names them. */
  blockAction: (api: ApiClient, blockId: string, viewerId: string | null) => ({
    queryKey: [...contentQueryKeys.all, 'block-action', blockId, viewerId] as const,
    queryFn: () => api.get<BlockActionResponse>(`/block_actions/${encodeURIComponent(blockId)}`),
    staleTime: 30_000,
  }),
  overlay: (api: ApiClient, overlayId: string) => ({
    queryKey: [...contentQueryKeys.all, 'overlay', overlayId] as const,
    queryFn: () => api.get<OverlayResponse>(`/overlays/${encodeURIComponent(overlayId)}`),
    staleTime: 60_000,
  }),
};
