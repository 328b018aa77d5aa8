import {
  VIEWER_SCOPE,
  type ApiClient,
  type DirectoryResponse,
  type MemberProfileResponse,
  type SubscriberPropertiesResponse,
  type SubscriberResponse,
  type SubscriptionsResponse,
} from '@stride/shared';
import { queryOptions } from '@tanstack/react-query';

/** Everything here is the viewer's own or seen as the viewer: viewer-scoped, dropped when the member changes. */
export const accountQueries = {
  subscriber: (api: ApiClient, userId: string) =>
    queryOptions({
      queryKey: ['account', VIEWER_SCOPE, 'subscriber', userId] as const,
      queryFn: () => api.get<SubscriberResponse>('/subscribers/me'),
    }),
  properties: (api: ApiClient, userId: string) =>
    queryOptions({
      queryKey: ['account', VIEWER_SCOPE, 'properties', userId] as const,
      queryFn: () => api.get<SubscriberPropertiesResponse>('/subscriber/properties'),
    }),
  subscriptions: (api: ApiClient, userId: string) =>
    queryOptions({
      queryKey: ['account', VIEWER_SCOPE, 'subscriptions', userId] as const,
      queryFn: () => api.get<SubscriptionsResponse>('/subscriptions'),
    }),
};

export const memberQueries = {
  all: ['members', VIEWER_SCOPE] as const,
  profile: (api: ApiClient, viewerId: string, memberId: string) =>
    queryOptions({
      queryKey: ['members', VIEWER_SCOPE, viewerId, 'profile', memberId] as const,
      queryFn: () => api.get<MemberProfileResponse>(`/subscribers/${encodeURIComponent(memberId)}/profile`),
    }),
  directory: (api: ApiClient, viewerId: string, term: string, page: number) =>
    queryOptions({
      queryKey: ['members', VIEWER_SCOPE, viewerId, 'directory', term, page] as const,
      queryFn: () => api.get<DirectoryResponse>('/subscribers/directory', { term: term || undefined, page }),
    }),
};
