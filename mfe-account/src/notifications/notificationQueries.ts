import type { ApiClient, NotificationSettings, PushSettings } from '@stride/shared';

/** The member's notification settings and this device's push registration, cached per member. */
export const notificationQueries = {
  settings: (api: ApiClient, userId: string) => ({
    queryKey: ['notifications', 'settings', userId] as const,
    queryFn: () => api.get<NotificationSettings>('/notifications'),
  }),
  push: (api: ApiClient, userId: string) => ({
    queryKey: ['notifications', 'push', userId] as const,
    queryFn: () => api.get<PushSettings>('/notifications/push_settings'),
  }),
};
