import { randomBytes } from 'node:crypto';

/** A member's session headers, as the shell sends them. */
export type MemberHeaders = Record<string, string>;

/** One request of the traffic, as the client saw it. */
export interface Outcome {
  kind: 'read' | 'write';
  method: string;
  path: string;
  /** 0 when no answer came (a refused or broken connection). */
  status: number;
  error: string | null;
  /** Date.now() when it was sent and when its answer (or failure) came. */
  sentAt: number;
  doneAt: number;
  /** A write's new scheduled item. */
  id: string | null;
  /** X-Stride-Process: the process HAProxy sent it to. */
  process: string | null;
}

/** The page the writes schedule and the reads open: a demo article every member may read. */
const ARTICLE_PATH = '/articles/how-to-build-a-habit';
const REQUEST_TIMEOUT_MS = 30_000;

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs a new member up through `baseUrl` (the proxy), as the app does. */
export async function signUpMember(baseUrl: string): Promise<MemberHeaders> {
  const email = `scale-${randomBytes(6).toString('hex')}@example.com`;
  const response = await fetch(`${baseUrl}/api/auth/sign_up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-app-slug': 'demo' },
    body: JSON.stringify({ email, name: 'Scale Member', password: 'correct-horse-7', timezone: 'Europe/London' }),
  });
  const { authentication_token: token } = await json<{ authentication_token: string }>(response, 'sign up');
  return { 'x-app-slug': 'demo', 'x-user-email': email, 'x-user-token': token };
}

export interface Traffic {
  /** Every request answered (or failed) so far. */
  readonly outcomes: readonly Outcome[];
  /** Lets each worker finish its request in flight, then gives every outcome. */
  stop(): Promise<Outcome[]>;
}

/**
 * `workers` loops, each sending the member's requests one after the other through `baseUrl`: every other one a
 * write (scheduling the article, which answers with the new item's id), the others reads (the article's page
 * JSON, the member's content).
 */
export async function startMemberTraffic(baseUrl: string, member: MemberHeaders, workers = 4): Promise<Traffic> {
  const tree = await json<{ nodes: { id: string; path: string }[] }>(
    await fetch(`${baseUrl}/api/pages/tree`, { headers: member }),
    'the page tree',
  );
  const article = tree.nodes.find((node) => node.path === ARTICLE_PATH);
  if (!article) throw new Error(`The demo has no page ${ARTICLE_PATH}`);
  const schedule = { item_id: article.id, date: '2030-01-15' };
  const reads = [`/api/__${ARTICLE_PATH}/index.json`, '/api/my-content'];
  const outcomes: Outcome[] = [];
  let stopped = false;

  async function send(kind: Outcome['kind'], method: string, path: string, body?: unknown): Promise<void> {
    const sentAt = Date.now();
    const outcome: Outcome = {
      kind,
      method,
      path,
      status: 0,
      error: null,
      sentAt,
      doneAt: sentAt,
      id: null,
      process: null,
    };
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: body === undefined ? member : { ...member, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      outcome.status = response.status;
      outcome.process = response.headers.get('x-stride-process');
      const text = await response.text();
      if (!response.ok) outcome.error = text.slice(0, 200);
      else if (kind === 'write') outcome.id = (JSON.parse(text) as { items: { id: string }[] }).items[0]?.id ?? null;
    } catch (error) {
      outcome.error = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}`.trim() : String(error);
    }
    outcome.doneAt = Date.now();
    outcomes.push(outcome);
  }

  async function worker(index: number): Promise<void> {
    for (let turn = index; !stopped; turn += 1) {
      if (turn % 2 === 0) await send('write', 'POST', '/api/schedule', schedule);
      else await send('read', 'GET', reads[turn % 4 === 1 ? 0 : 1]!);
    }
  }

  const running = Promise.all(Array.from({ length: workers }, (_, index) => worker(index)));
  return {
    outcomes,
    async stop() {
      stopped = true;
      await running;
      return outcomes;
    },
  };
}

/** A short account of the failures, for an assertion's message. */
export function describeFailures(outcomes: readonly Outcome[], since = 0): string {
  return outcomes
    .filter((outcome) => outcome.status < 200 || outcome.status >= 300)
    .map(
      (o) =>
        `${o.method} ${o.path} sent at +${o.sentAt - since} ms, done at +${o.doneAt - since} ms → ` +
        `${o.status || 'no answer'} from ${o.process ?? '?'} ${o.error ?? ''}`,
    )
    .join('\n');
}
