import { contentQueryKeys, type ApiClient, type BlockActionResponse, type OverlayResponse } from '@stride/shared';
import { queryOptions } from '@tanstack/react-query';

/** Queries of block actions, under the content keys so content mutations that invalidate those refresh them. */
export const actionQueries = {
  /** GET /block_actions/{blockId}: open_next's page depends on the member's progress, so the key names them. */
  blockAction: (api: ApiClient, blockId: string, viewerId: string | null) =>
    queryOptions({
      queryKey: [...contentQueryKeys.viewer, 'block-action', blockId, viewerId] as const,
      queryFn: () => api.get<BlockActionResponse>(`/block_actions/${encodeURIComponent(blockId)}`),
      staleTime: 30_000,
    }),
  /** GET /overlays/{id}: public, like marketing, so not dropped when the viewer changes. */
  overlay: (api: ApiClient, overlayId: string) =>
    queryOptions({
      queryKey: [...contentQueryKeys.all, 'overlay', overlayId] as const,
      queryFn: () => api.get<OverlayResponse>(`/overlays/${encodeURIComponent(overlayId)}`),
      staleTime: 60_000,
    }),
};
