import { navigationServiceRef, apiServiceRef, busServiceRef, requireOverlayId } from '@stride/shared';
import { Button, Modal, Spinner, useService } from '@stride/shared/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { actionQueries } from '../actions/actionQueries';
import { BlockList } from '../blocks/BlockList';
import { definition } from '../definition';
import './overlays.scss';

function overlayIdOrError(id: string | null): { id: string } | { error: Error } {
  try {
    return { id: requireOverlayId(id) };
  } catch (error) {
    return { error: error as Error };
  }
}

/**
 * trigger_overlay: the overlay's blocks (GET /overlays/{id}) in a dialog. A missing id ('Overlay id is
 * missing', spec §5) or a failed load is an error state inside the dialog. It closes when the member moves
 * on from it: another page, or a modal (checkout, log in) asked for by one of its blocks.
 */
export function OverlayDialog({ overlayId, onClose }: { overlayId: string | null; onClose(): void }) {
  const api = useService(apiServiceRef);
  const bus = useService(busServiceRef);
  // The route's path changes with the location's pathname: any navigation closes the dialog.
  const path = useService(navigationServiceRef).location.pathname;
  const { t } = useTranslation(definition.i18nNamespace);
  const checked = overlayIdOrError(overlayId);
  const id = 'id' in checked ? checked.id : null;
  const query = useQuery({ ...actionQueries.overlay(api, id ?? ''), enabled: id !== null, retry: false });

  // `onClose` is stable (the control's useCallback), so these effects run once per dialog.
  const openedOn = useRef(path);
  useEffect(() => {
    if (path !== openedOn.current) onClose();
  }, [path, onClose]);
  useEffect(() => {
    bus.on('modal:open', onClose);
    return () => {
      bus.off('modal:open', onClose);
    };
  }, [bus, onClose]);

  let title: string;
  let body;
  if ('error' in checked) {
    title = t('overlayFailedTitle');
    body = (
      <p className="content-overlay__error" role="alert">
        {t('overlayIdMissing')}
      </p>
    );
  } else if (query.data) {
    title = query.data.overlay.title;
    body = <BlockList blocks={query.data.overlay.blocks} nested />;
  } else if (query.isError) {
    title = t('overlayFailedTitle');
    body = (
      <div className="content-overlay__error" role="alert">
        <p>{t('overlayFailed')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('actionRetry')}
        </Button>
      </div>
    );
  } else {
    title = t('actionLoading');
    body = <Spinner label={t('actionLoading')} />;
  }
  return (
    <Modal title={title} onClose={onClose} closeLabel={t('closeLabel')}>
      <div className="content-overlay">{body}</div>
    </Modal>
  );
}
