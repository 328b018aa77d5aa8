import { EMPTY_MEMBER_DATA, memberQueryKeys, type MemberData, type SessionSnapshot } from '@stride/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeParcelProps, renderInParcel, signedIn } from '@stride/shared/testing';
import { makeProgramTree } from '../testing/makeProgramTree';
import { definition } from '../definition';
import { AccessStore } from '../access/AccessStore';
import { fakeApi } from '../testing/fakeApi';
import { PageLink } from './PageLink';

/** Stands in for the browser's IntersectionObserver: a test says when the observed link is on screen. */
class FakeIntersectionObserver {
  static current: FakeIntersectionObserver[] = [];
  private targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.current.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets = [];
  }
  takeRecords() {
    return [];
  }
  static showAll() {
    act(() => {
      for (const observer of FakeIntersectionObserver.current) {
        const entries = observer.targets.map((target) => ({ target, isIntersecting: true }));
        if (entries.length > 0) {
          observer.callback(entries as IntersectionObserverEntry[], observer as unknown as IntersectionObserver);
        }
      }
    });
  }
}

const DAY_MS = 86_400_000;

interface Options {
  session?: SessionSnapshot;
  member?: MemberData;
  pageBuilder?: boolean;
  updateWaiting?: boolean;
  /** Whether the program's tree is already known this session (else only its root is remembered). */
  treeKnown?: boolean;
}

async function renderLink(to: string, label: string, options: Options = {}) {
  const fake = fakeApi({ '/__access/root.json': { status: 200, body: makeProgramTree() } });
  const props = await makeParcelProps({
    definition,
    fetch: fake.fetch,
    session: options.session,
    pageBuilder: options.pageBuilder,
    updateWaiting: options.updateWaiting,
  });
  const store = new AccessStore(props.queryClient, props.appConfig.app.slug);
  if (options.treeKnown ?? true) store.setTree(makeProgramTree());
  else store.rememberRoots(['/program/paid'], 'root');
  if (options.member && props.session.status === 'authenticated') {
    props.queryClient.setQueryData(memberQueryKeys.data(props.session.user.id), options.member);
  }
  renderInParcel(
    <p>
      Go to <PageLink to={to}>{label}</PageLink>
    </p>,
    props,
  );
  return { props, fake };
}

describe('PageLink', () => {
  beforeEach(() => {
    window.localStorage.clear();
    FakeIntersectionObserver.current = [];
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      writable: true,
      value: FakeIntersectionObserver,
    });
  });
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('opens external links in a new tab and takes "/" home through the shell', async () => {
    const { props } = await renderLink('/', 'Home');
    renderInParcel(<PageLink to="https://shop.example.org/x">Shop</PageLink>, props);

    expect(screen.getByRole('link', { name: 'Shop' })).toHaveAttribute('target', '_blank');
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(props.navigate).toHaveBeenCalledWith('/');
  });

  it("decides a link's access only once the link is on screen", async () => {
    await renderLink('/program/paid', 'Paid lesson');
    expect(screen.queryByRole('img', { name: /Locked/ })).not.toBeInTheDocument();

    FakeIntersectionObserver.showAll();

    const link = screen.getByRole('link', { name: /Paid lesson/ });
    expect(within(link).getByRole('img', { name: 'Locked: purchase required' })).toBeInTheDocument();
  });

  it('fetches the tree of a root it remembers when a link into it shows, once', async () => {
    const { fake } = await renderLink('/program/paid', 'Paid lesson', { treeKnown: false });
    expect(fake.requests).toEqual([]);

    FakeIntersectionObserver.showAll();

    expect(await screen.findByRole('img', { name: 'Locked: purchase required' })).toBeInTheDocument();
    expect(fake.calls('GET /__access/root.json')).toHaveLength(1);
  });

  it('opens checkout with the products and the purchase overlay instead of a paid page', async () => {
    const { props } = await renderLink('/program/paid', 'Paid lesson');
    FakeIntersectionObserver.showAll();

    await userEvent.click(screen.getByRole('link', { name: /Paid lesson/ }));

    expect(props.emitted).toEqual([
      {
        type: 'modal:open',
        payload: { modal: 'checkout', params: { products: 'prod-a,prod-b', purchase_overlay: 'overlay-1' } },
      },
    ]);
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('says when a page locked until a date becomes available', async () => {
    const { props } = await renderLink('/program/live', 'Live recap');
    FakeIntersectionObserver.showAll();

    await userEvent.click(screen.getByRole('link', { name: /Live recap/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Not available yet' });
    expect(dialog).toHaveTextContent(/Available after January 15, 2030/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('asks a member who has not started the program to start it for a drip page', async () => {
    await renderLink('/program/day-2', 'Day 2', { session: signedIn(), member: EMPTY_MEMBER_DATA });
    FakeIntersectionObserver.showAll();

    expect(screen.getByRole('img', { name: 'Locked: not available yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /Day 2/ }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Start the program to unlock this page');
  });

  it('opens a drip page once its time after the start has passed', async () => {
    const started = new Date(Date.now() - 2 * DAY_MS).toISOString();
    const member = { ...EMPTY_MEMBER_DATA, page_subscriptions: [{ page_id: 'root', started_at: started }] };
    const { props } = await renderLink('/program/day-2', 'Day 2', { session: signedIn(), member });
    FakeIntersectionObserver.showAll();

    expect(screen.queryByRole('img', { name: /Locked/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Day 2' }));
    expect(props.navigate).toHaveBeenCalledWith('/program/day-2');
  });

  it('asks a guest to log in for a members-only page', async () => {
    const { props } = await renderLink('/program/members', 'Members corner');
    FakeIntersectionObserver.showAll();

    await userEvent.click(screen.getByRole('link', { name: /Members corner/ }));

    expect(screen.getByRole('img', { name: 'Locked: log in required' })).toBeInTheDocument();
    expect(props.emitted).toEqual([{ type: 'modal:open', payload: { modal: 'auth' } }]);
  });

  it("opens a linked form even when its page is locked, as a link: the member's submission shows if there is one", async () => {
    const { props } = await renderLink('/program/survey', 'Survey');
    FakeIntersectionObserver.showAll();

    await userEvent.click(screen.getByRole('link', { name: 'Survey' }));

    expect(props.navigate).not.toHaveBeenCalled();
    expect(props.emitted).toEqual([
      {
        type: 'modal:open',
        payload: { modal: 'form', params: { form: 'form-1', form_page: 'survey', form_trigger: 'linked' } },
      },
    ]);
    expect(screen.getByRole('link', { name: 'Survey' })).not.toHaveClass('content-link--locked');
  });

  it('follows a link to a page whose root it does not know, leaving the decision to the page', async () => {
    const { props, fake } = await renderLink('/elsewhere', 'Elsewhere');
    FakeIntersectionObserver.showAll();

    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));

    expect(props.navigate).toHaveBeenCalledWith('/elsewhere');
    expect(fake.requests).toEqual([]);
  });

  it("reloads the app behind the shell's loader when an update is waiting", async () => {
    const { props } = await renderLink('/program/day-1', 'Day 1', { updateWaiting: true });
    FakeIntersectionObserver.showAll();

    await userEvent.click(screen.getByRole('link', { name: 'Day 1' }));

    expect(props.emitted).toEqual([{ type: 'app:reload-to', payload: { to: '/program/day-1' } }]);
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('locks nothing in page-builder mode', async () => {
    const { props } = await renderLink('/program/paid', 'Paid lesson', { pageBuilder: true });
    FakeIntersectionObserver.showAll();

    await userEvent.click(screen.getByRole('link', { name: 'Paid lesson' }));

    expect(screen.queryByRole('img', { name: /Locked/ })).not.toBeInTheDocument();
    expect(props.navigate).toHaveBeenCalledWith('/program/paid');
  });
});
