import { LAYOUT } from '@stride/shared';
import { ModalDispatcher } from '../modals/ModalDispatcher';
import { ShellRouter } from '../router/ShellRouter';
import { AppAccessGuard } from '../session/AppAccessGuard';
import type { ShellServices } from './ShellServices';
import { useParcelContext } from './useParcelContext';

/**
 * The shell's whole UI: the routed area (behind the app-level access rule) and the modal layer. The page
 * toolbar and menus belong to the remotes; in page-builder preview the app is drawn at the phone width the
 * builder previews.
 */
export function App({ services }: { services: ShellServices }) {
  const context = useParcelContext(services);
  return (
    <div
      className={services.pageBuilder ? 'stride-app stride-app--page-builder' : 'stride-app'}
      style={services.pageBuilder ? { width: LAYOUT.pageBuilderWidth, maxWidth: '100%', margin: '0 auto' } : undefined}
    >
      <AppAccessGuard context={context} sessionStore={services.session}>
        <ShellRouter loader={services.loader} context={context} />
      </AppAccessGuard>
      <ModalDispatcher loader={services.loader} registered={services.registeredModals} context={context} />
    </div>
  );
}
