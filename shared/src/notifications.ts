/**
 * Notifications' runtime pieces (settings keys and defaults, paths, subscribing this browser to web push) for the
 * shell, the account remote and the API.
 */
export * from './notifications/Notifications';
export * from './notifications/webPush';
