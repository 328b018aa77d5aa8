/** Activity's runtime pieces (types of report, beacon paths and fields) for the shell and the API. */
export * from './activity/Activity';
