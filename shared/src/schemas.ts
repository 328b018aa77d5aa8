/**
 * The zod schemas behind the contract types, for code that validates untrusted input (the API, and the
 * shell once first content is drawn). Kept out of the main entry so zod is not on a page's first load.
 */
export * from './theme/Theme.schema';
export * from './config/GlobalConfig.schema';
export * from './config/Navigation.schema';
export * from './content/Page.schema';
export * from './content/Block.schema';
export * from './session/Session.schema';
export * from './remotes/RemoteRegistry.schema';
export * from './auth/Auth.schema';
export * from './errors/ApiErrorBody.schema';
export * from './members/Members.schema';
export * from './activity/Activity.schema';
export * from './billing/Billing.schema';
export * from './forms/Forms.schema';
export * from './workouts/Workouts.schema';
export * from './messaging/Threads.schema';
export * from './schedule/Schedule.schema';
export * from './notifications/Notifications.schema';
