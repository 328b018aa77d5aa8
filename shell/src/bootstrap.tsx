import { serverMarkupFor } from '@stride/shared';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { BootFailure } from './app/BootFailure';
import { createShell } from './app/createShell';
import { GlobalLoader } from './app/GlobalLoader';
import { readBootData } from './boot/readBootData';

async function boot(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // A page that came drawn by the server stays readable while the shell boots: no loader over it.
  if (!serverMarkupFor('mfe-content')) root.render(<GlobalLoader />);
  const state = await readBootData();
  if (state.status === 'failed') {
    root.render(<BootFailure message={state.message} onRetry={() => window.location.reload()} />);
    return;
  }
  const services = await createShell(state.boot);
  root.render(<App services={services} />);
  // The install offer, the service worker, answers to purchases: a chunk of their own, loaded after first render.
  void import(/* webpackChunkName: "after-first-render" */ './app/afterFirstRender').then(({ afterFirstRender }) =>
    afterFirstRender(services),
  );
}

void boot();
