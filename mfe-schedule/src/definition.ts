import type { RemoteDefinition } from '@stride/shared';

export const definition: RemoteDefinition = {
  id: 'mfe-schedule',
  routes: ['/me/schedule'],
  modals: [],
  slots: [],
  i18nNamespace: 'schedule',
  resources: {
    en: {
      schedule: 'Schedule',
      thisWeek: 'This week',
      nothingScheduled: 'Nothing scheduled',
      openSchedule: 'Open schedule',
      workout: 'Workout',
      workoutUnavailable: 'Workout sessions are not available in this app yet.',
      somethingWentWrong: 'Something went wrong.',
    },
  },
};
