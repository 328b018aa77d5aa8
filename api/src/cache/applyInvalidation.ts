import type { AppCaches } from './AppCaches';
import type { CacheInvalidation } from './CacheInvalidation';

/**
 * The app's pages: its index (and so every page content, access tree, public answer and calendar answer that
 * was built from that very index) and its workouts. A read of the index under way is let go: its callers
 * started before the change, later ones read afresh.
 */
function forgetPages(caches: AppCaches, appId: string): void {
  caches.pageIndex.indexes.delete(appId);
  caches.pageIndex.loading.delete(appId);
  caches.workouts.catalogues.delete(appId);
  caches.workouts.loading.delete(appId);
}

/**
 * Applies one invalidation to this process's caches: the one place that knows what each message drops. Called
 * by the forget functions for a change made here (invalidateCaches, which also tells the other processes) and
 * by the peers for a change another process made.
 */
export function applyInvalidation(caches: AppCaches, message: CacheInvalidation): void {
  switch (message.kind) {
    case 'member_sessions':
      caches.sessions.deleteWhere((cached) => cached.user.id === message.userId);
      return;
    case 'session':
      caches.sessions.deleteWhere((cached) => cached.sessionId === message.sessionId);
      return;
    case 'member_data':
      caches.memberData.generation += 1;
      caches.memberData.facts.delete(message.userId);
      return;
    case 'member_swaps':
      caches.workouts.swapsGeneration += 1;
      caches.workouts.swaps.delete(message.userId);
      return;
    case 'schedule_answers': {
      const answers = caches.scheduleAnswers;
      answers.turn += 1;
      answers.forgotten.set(message.userId, answers.turn);
      answers.answers.deleteWhere((answer) => answer.userId === message.userId);
      return;
    }
    case 'app_pages':
      forgetPages(caches, message.appId);
      return;
    case 'billing_catalogue':
      caches.billingCatalogue.catalogues.delete(message.appId);
      caches.billingCatalogue.loading.delete(message.appId);
      return;
    case 'app':
      // By id: the app is cached under its slug and, when it is (or was) the default, under ''.
      caches.tenants.deleteWhere((app) => app.id === message.appId);
      caches.tenants.delete('');
      // Public answers skip tenant resolution: they go with the index they were decided from.
      forgetPages(caches, message.appId);
      return;
  }
}

/**
 * Forgets every decision this process holds (all but the OIDC providers' public discovery documents): the
 * peers call it when messages may have been lost. A cold cache costs a few reads; a stale one would let a
 * signed-out session in or keep a refunded member's access.
 */
export function dropAllCaches(caches: AppCaches): void {
  caches.sessions.clear();
  caches.memberData.generation += 1;
  caches.memberData.facts.clear();
  caches.pageIndex.indexes.clear();
  caches.pageIndex.loading.clear();
  caches.pageContent.contents.clear();
  caches.pageContent.loading.clear();
  caches.publicAnswers.clear();
  caches.billingCatalogue.catalogues.clear();
  caches.billingCatalogue.loading.clear();
  caches.workouts.catalogues.clear();
  caches.workouts.loading.clear();
  caches.workouts.swapsGeneration += 1;
  caches.workouts.swaps.clear();
  caches.scheduleAnswers.turn += 1;
  caches.scheduleAnswers.clearedAt = caches.scheduleAnswers.turn;
  caches.scheduleAnswers.answers.clear();
  caches.tenants.clear();
}
