/** The schedule's runtime pieces (constants, date rules) for the schedule remote and the API, off the main entry. */
export * from './schedule/Schedule';
export * from './schedule/scheduleDates';
