import {
  DEFAULT_ROUTE_REMOTE,
  MODAL_IDS,
  MODAL_OWNERS,
  ROUTE_TABLE,
  SLOT_BLOCK_TYPES,
  SLOT_OWNERS,
  type RemoteName,
} from '..';

/** What the shared tables say a remote owns: its definition lists exactly these routes and modals. */
export function expectedOwnership(remote: RemoteName) {
  const routes = ROUTE_TABLE.filter((rule) => rule.remote === remote).map((rule) => rule.prefix);
  return {
    // The default remote renders every path no rule claims, i.e. everything under '/'.
    routes: remote === DEFAULT_ROUTE_REMOTE ? ['/', ...routes] : routes,
    modals: MODAL_IDS.filter((id) => MODAL_OWNERS[id] === remote),
    slots: SLOT_BLOCK_TYPES.filter((type) => SLOT_OWNERS[type] === remote),
  };
}
