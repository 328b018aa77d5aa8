// The module this remote exposes as './entry' (REMOTE_ENTRY_MODULE); the shell reads nothing else.
export { definition } from './definition';
export { parcels } from './parcels';
