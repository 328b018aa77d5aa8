// The one implementation lives in shared, so the API and the shell's fallback boot pick the same app.
export { appSlugFromHost } from '@stride/shared';
