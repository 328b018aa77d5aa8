/**
 * Forms' runtime pieces for the account remote and the API (defaults, the field rules of spec §5, steps, quiz
 * answers), off the main entry that every first page loads; the types are on the main entry, where they cost no bytes.
 */
export * from './forms/formValues';
