/**
 * Workouts' runtime pieces for the account remote and the API (the mode list, the member's stored preferences,
 * one-rep max), off the main entry that every first page loads.
 */
export * from './workouts/workoutKinds';
export * from './workouts/workoutPreferences';
