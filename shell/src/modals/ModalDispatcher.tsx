import {
  MODAL_OWNERS,
  MODAL_PARAMS,
  type ModalId,
  type ModalParcelProps,
  type StrideParcelContext,
} from '@stride/shared';
import { Modal } from '@stride/shared/react';
import { useCallback, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { SHELL_NAMESPACE } from '../i18n/shellStrings';
import { RemoteParcel, type ParcelLoader } from '../remotes/RemoteParcel';
import { addModalToHash, parseHashModals, removeModalFromHash } from './parseHashModals';

export interface ModalDispatcherProps {
  loader: ParcelLoader;
  /** Modals whose owning remote has a release: only these can open. */
  registered: readonly ModalId[];
  context: StrideParcelContext;
}

/** `search` without `modal`'s parameters, then with `params`. */
function withQuery(search: string, modal: ModalId, params: Record<string, string> | undefined): string {
  const query = new URLSearchParams(search);
  for (const key of MODAL_PARAMS[modal]) query.delete(key);
  for (const [key, value] of Object.entries(params ?? {})) query.set(key, value);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * Hash-modal dispatch (spec §2): the first registered id in the hash opens its owner's modal parcel;
 * closing removes that id from the hash, which unmounts it, and its query parameters (MODAL_PARAMS). Remotes open and close modals on the bus.
 */
export function ModalDispatcher({ loader, registered, context }: ModalDispatcherProps) {
  const { bus, navigate, location } = context;
  const { open } = parseHashModals(location.hash, registered);

  const closeModal = useCallback(
    (modal: ModalId) => {
      const { pathname, search, hash } = window.location;
      navigate(`${pathname}${withQuery(search, modal, undefined)}${removeModalFromHash(hash, modal)}`, {
        replace: true,
      });
    },
    [navigate],
  );

  // A layout effect subscribes before any passive effect runs, so a modal asked for by a component's first
  // effect (the app access guard's automatic prompt) is not lost when it mounts alongside this one.
  useLayoutEffect(() => {
    const onOpen = ({ modal, params }: { modal: ModalId; params?: Record<string, string> }) => {
      const { pathname, search, hash } = window.location;
      navigate(`${pathname}${withQuery(search, modal, params)}${addModalToHash(hash, modal)}`);
    };
    bus.on('modal:open', onOpen);
    return () => {
      bus.off('modal:open', onOpen);
    };
  }, [bus, navigate]);

  const parcelProps = useMemo<ModalParcelProps | null>(
    () => (open ? { ...context, modal: open, close: () => closeModal(open) } : null),
    [context, open, closeModal],
  );
  const { i18n, appConfig: config } = context;
  // While the remote loads, or when it fails, the shell draws the modal frame so the member can close it.
  const Frame = useMemo(() => {
    const t = i18n.getFixedT(null, SHELL_NAMESPACE);
    return function ModalFrame({ children }: { children: ReactNode }) {
      return (
        <Modal title={config.app.name} closeLabel={t('modal.close')} onClose={() => open && closeModal(open)}>
          {children}
        </Modal>
      );
    };
  }, [i18n, config.app.name, open, closeModal]);
  if (!open || !parcelProps) return null;

  return (
    <div className="stride-modal-layer" data-modal={open}>
      <RemoteParcel
        key={open}
        remote={MODAL_OWNERS[open]}
        loader={loader}
        select={(entry) => entry.parcels.modals?.[open]}
        parcelProps={parcelProps}
        frame={Frame}
      />
    </div>
  );
}
