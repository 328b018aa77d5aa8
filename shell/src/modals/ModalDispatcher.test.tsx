import type { ModalParcelProps, RouteParcelProps } from '@stride/shared';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../app/App';
import { navigateTo } from '../router/navigateTo';
import { fakeLoader, testEntry, testServices, textParcel } from '../testing/testServices';

/** What a modal's close() does: the URL without its hash. */
function dismissModal() {
  navigateTo(`${window.location.pathname}${window.location.search}`, { replace: true });
}

function setupRemotes() {
  let lastModalProps: ModalParcelProps | null = null;
  const authModal = textParcel<ModalParcelProps>((p) => {
    lastModalProps = p;
    return `auth modal (${p.modal}) suppress=${p.suppressPrompts}`;
  });
  const checkoutModal = textParcel<ModalParcelProps>((p) => {
    lastModalProps = p;
    return `checkout modal (${p.modal})`;
  });
  const loader = fakeLoader({
    'mfe-content': testEntry('mfe-content', { route: textParcel<RouteParcelProps>((p) => `page ${p.path}`) }),
    'mfe-auth': testEntry('mfe-auth', { modals: { auth: authModal } }),
    'mfe-checkout': testEntry('mfe-checkout', { modals: { checkout: checkoutModal } }),
    'mfe-account': new Error('account remote is down'),
  });
  return { loader, authModal, checkoutModal, modalProps: () => lastModalProps };
}

describe('ModalDispatcher', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens the first registered modal of a combined hash and ignores unknown ids', async () => {
    window.history.replaceState(null, '', '/programs#foo+auth+checkout');
    const { loader } = setupRemotes();
    render(<App services={await testServices(loader)} />);
    expect(await screen.findByText('auth modal (auth) suppress=false')).toBeInTheDocument();
    expect(screen.queryByText(/checkout modal/)).not.toBeInTheDocument();
    expect(await screen.findByText('page /programs')).toBeInTheDocument();
    expect(loader.load).not.toHaveBeenCalledWith('mfe-checkout');
  });

  it('skips modals whose owner has no release', async () => {
    window.history.replaceState(null, '', '/#auth+checkout');
    const { loader } = setupRemotes();
    render(<App services={await testServices(loader, { registeredModals: ['checkout'] })} />);
    expect(await screen.findByText('checkout modal (checkout)')).toBeInTheDocument();
    expect(screen.queryByText(/auth modal/)).not.toBeInTheDocument();
  });

  it('close() removes the modal id from the hash, which unmounts it and opens the next one', async () => {
    window.history.replaceState(null, '', '/programs?tab=2#auth+checkout');
    const { loader, authModal, modalProps } = setupRemotes();
    render(<App services={await testServices(loader)} />);
    await screen.findByText(/auth modal/);
    act(() => modalProps()!.close());
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/programs?tab=2#checkout');
    expect(await screen.findByText('checkout modal (checkout)')).toBeInTheDocument();
    await waitFor(() => expect(authModal.unmounts).toBe(1));
    expect(screen.queryByText(/auth modal/)).not.toBeInTheDocument();
  });

  it('closing the last modal leaves no hash at all', async () => {
    window.history.replaceState(null, '', '/#auth');
    const { loader, modalProps } = setupRemotes();
    render(<App services={await testServices(loader)} />);
    await screen.findByText(/auth modal/);
    act(() => modalProps()!.close());
    expect(window.location.href).toBe(`${window.location.origin}/`);
    await waitFor(() => expect(screen.queryByText(/auth modal/)).not.toBeInTheDocument());
  });

  it('keeps the start marker, telling the modal to suppress prompts', async () => {
    window.history.replaceState(null, '', '/#!auth');
    const { loader, modalProps } = setupRemotes();
    render(<App services={await testServices(loader)} />);
    expect(await screen.findByText('auth modal (auth) suppress=true')).toBeInTheDocument();
    act(() => modalProps()!.close());
    expect(window.location.hash).toBe('#!');
  });

  it('opens a modal when the hash changes outside the router', async () => {
    const { loader } = setupRemotes();
    render(<App services={await testServices(loader)} />);
    await screen.findByText('page /');
    act(() => {
      window.location.hash = 'checkout';
    });
    expect(await screen.findByText('checkout modal (checkout)')).toBeInTheDocument();
  });

  it('opens a modal asked for on the bus, putting params in the query string, until its hash goes', async () => {
    const { loader } = setupRemotes();
    const services = await testServices(loader);
    render(<App services={services} />);
    await screen.findByText('page /');
    act(() => services.bus.emit('modal:open', { modal: 'checkout', params: { products: 'p1,p2' } }));
    expect(await screen.findByText('checkout modal (checkout)')).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('products')).toBe('p1,p2');
    expect(window.location.hash).toBe('#checkout');
    act(() => dismissModal());
    await waitFor(() => expect(screen.queryByText(/checkout modal/)).not.toBeInTheDocument());
    expect(window.location.hash).toBe('');
  });

  it("sets a modal's params anew when it opens and removes them when it closes, keeping the page's own", async () => {
    window.history.replaceState(null, '', '/?tab=2');
    const { loader, modalProps } = setupRemotes();
    const services = await testServices(loader);
    render(<App services={services} />);
    await screen.findByText('page /');
    act(() =>
      services.bus.emit('modal:open', { modal: 'checkout', params: { products: 'p1', purchase_overlay: 'o1' } }),
    );
    expect(await screen.findByText('checkout modal (checkout)')).toBeInTheDocument();
    act(() => services.bus.emit('modal:open', { modal: 'checkout', params: { products: 'p2' } }));
    await waitFor(() => expect(window.location.search).toBe('?tab=2&products=p2'));
    act(() => modalProps()!.close());
    await waitFor(() => expect(screen.queryByText(/checkout modal/)).not.toBeInTheDocument());
    expect(window.location.search).toBe('?tab=2');
  });

  it('shows a closable fallback when the modal remote fails, and the page keeps working', async () => {
    window.history.replaceState(null, '', '/#profile');
    const { loader } = setupRemotes();
    render(<App services={await testServices(loader)} />);
    expect(await screen.findByText("This part of the app couldn't load.")).toBeInTheDocument();
    expect(await screen.findByText('page /')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.hash).toBe('');
  });
});
