import { LAYOUT } from '@stride/shared';
import { useShellStrings } from '../i18n/useShellStrings';
import { ModalDispatcher } from '../modals/ModalDispatcher';
import { AppChrome } from '../navigation/AppChrome';
import { SkipLink } from '../navigation/SkipLink';
import { ShellRouter } from '../router/ShellRouter';
import { AppAccessGuard } from '../session/AppAccessGuard';
import type { ShellServices } from './ShellServices';
import { useParcelContext } from './useParcelContext';

/**
 * The shell's whole UI: the skip link, the routed area in the app's navigation chrome (behind the app-level
 * access rule) and the modal layer. Each screen's toolbar and its one <main> belong to the remote
 * drawing it; in page-builder preview the app is drawn at the phone width the builder previews.
 */
export function App({ services }: { services: ShellServices }) {
  const context = useParcelContext(services);
  const t = useShellStrings(services.i18n);
  return (
    <div
      className={services.pageBuilder ? 'stride-app stride-app--page-builder' : 'stride-app'}
      style={services.pageBuilder ? { width: LAYOUT.pageBuilderWidth, maxWidth: '100%', margin: '0 auto' } : undefined}
    >
      <SkipLink label={t('skipToContent')} />
      <AppAccessGuard context={context} sessionStore={services.session}>
        <AppChrome context={context}>
          <ShellRouter loader={services.loader} context={context} />
        </AppChrome>
      </AppAccessGuard>
      <ModalDispatcher loader={services.loader} registered={services.registeredModals} context={context} />
    </div>
  );
}
