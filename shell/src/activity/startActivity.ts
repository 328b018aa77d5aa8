import { HEADERS, contentQueryKeys, type PageData } from '@stride/shared';
import type { ShellServices } from '../app/ShellServices';
import { ActivityReporter } from './ActivityReporter';
import { watchHistoryChanges } from './historyChanges';
import { watchPageViews } from './pageViews';
import { watchSessionBeacons } from './sessionBeacons';

/**
 * Activity tracking, started after the first render (its chunk is not part of the first load): the reporter every
 * shell report goes through, page views on navigation, and the session beacons. Not in the page builder's
 * preview, where no member is using the app.
 */
export function startActivity(services: ShellServices, win: Window = window): ActivityReporter {
  const { api, queryClient } = services;
  const reporter = new ActivityReporter({ send: (activities) => api.put('/activity/batch', { activities }) });
  if (services.pageBuilder) return reporter;
  watchPageViews({
    report: reporter.report,
    onNavigate: (listener) => watchHistoryChanges(win, listener),
    path: () => win.location.pathname,
    pageIdAt: (path) => queryClient.getQueryData<PageData>(contentQueryKeys.page(path))?.page.id ?? null,
  });
  watchSessionBeacons({
    win,
    url: (path) => api.url(path),
    identity: () => {
      const headers = api.headers();
      return {
        sessionId: headers[HEADERS.sessionId] ?? '',
        deviceId: headers[HEADERS.deviceId] ?? '',
        appSlug: headers[HEADERS.appSlug] ?? '',
      };
    },
    reporter,
  });
  return reporter;
}
