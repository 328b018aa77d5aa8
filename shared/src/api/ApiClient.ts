import { isApiErrorBody, type ApiErrorBody } from '../errors/ApiErrorBody';
import type { SessionCredentials } from '../session/Session';
import { DENIAL_AS_ANSWER_HEADER, HEADERS } from './headers';

export interface ClientEnvironment {
  appSlug: string;
  sessionId: string;
  deviceId: string;
  originHref(): string;
  standalone: boolean;
  nativeApp: boolean;
  clientSize(): { width: number; height: number };
}

export interface ApiClientOptions {
  /** '/api' on the same origin, or an absolute URL. */
  baseUrl: string;
  environment: ClientEnvironment;
  /** Read on every call so a session change applies at once. */
  credentials(): SessionCredentials | null;
  fetch?: typeof fetch;
  /** How a shed request waits before it is sent again (tests pass their own). */
  wait?: (ms: number) => Promise<void>;
}

/** Times a request the server shed is sent again: it did none of its work, so any method may be repeated. */
export const SHED_RETRIES = 2;
const MAX_RETRY_AFTER_MS = 10_000;

/** The server refused the request before doing any of it (503 `server_busy`), asking to come back later. */
function wasShed(response: Response, body: unknown): boolean {
  return response.status === 503 && isApiErrorBody(body) && body.error.code === 'server_busy';
}

/** Retry-After in seconds (capped), plus up to half a second so refused clients do not all return at once. */
function retryDelayMs(response: Response): number {
  const seconds = Number(response.headers.get('retry-after'));
  const base = Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : 1000;
  return base + Math.random() * 500;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** A non-2xx answer, carrying the server's code and message (spec §8: auth calls pass the body on). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** The whole error body, for answers that carry more than `error` (e.g. PageAccessDeniedBody). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The one typed HTTP client every package uses to reach the API. */
export class ApiClient {
  constructor(private readonly options: ApiClientOptions) {}

  headers(): Record<string, string> {
    const env = this.options.environment;
    const size = env.clientSize();
    const headers: Record<string, string> = {
      accept: 'application/json',
      [HEADERS.appSlug]: env.appSlug,
      [HEADERS.sessionId]: env.sessionId,
      [HEADERS.deviceId]: env.deviceId,
      [HEADERS.originHref]: env.originHref(),
      [HEADERS.standalone]: String(env.standalone),
      [HEADERS.nativeApp]: String(env.nativeApp),
      [HEADERS.clientHeight]: String(size.height),
      [HEADERS.clientWidth]: String(size.width),
    };
    const credentials = this.options.credentials();
    if (credentials) {
      headers[HEADERS.userEmail] = credentials.email;
      headers[HEADERS.userToken] = credentials.token;
    }
    return headers;
  }

  url(path: string, query?: Record<string, QueryValue>): string {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value === undefined || value === null) continue;
      search.set(key, Array.isArray(value) ? value.join(',') : String(value));
    }
    const qs = search.toString();
    return `${this.options.baseUrl}${path}${qs ? `?${qs}` : ''}`;
  }

  get<T>(path: string, query?: Record<string, QueryValue>): Promise<T> {
    return this.request<T>('GET', path, undefined, query);
  }

  /**
   * GET for an answer that may be an expected denial (a locked page): a denial is thrown as ApiError(403) with its
   * body, as `get` throws it, but the API answers it 200 (DENIAL_AS_ANSWER_HEADER) so the browser logs no error.
   */
  async getExpectingDenial<T>(path: string, query?: Record<string, QueryValue>): Promise<T> {
    const answer = await this.request<T | DeniedAnswer>('GET', path, undefined, query, {
      [DENIAL_AS_ANSWER_HEADER]: '1',
    });
    if (isDeniedAnswer(answer)) {
      const denial = answer.access_denied;
      throw new ApiError(403, denial.error.code, denial.error.message, denial.error.field, denial);
    }
    return answer;
  }

  post<T>(path: string, body?: unknown): Promise<T> {
    return this.request<T>('POST', path, body);
  }

  put<T>(path: string, body?: unknown): Promise<T> {
    return this.request<T>('PUT', path, body);
  }

  delete<T>(path: string, body?: unknown): Promise<T> {
    return this.request<T>('DELETE', path, body);
  }

  async request<T>(
    method: string,
    path: string,
    body?: unknown,
    query?: Record<string, QueryValue>,
    extraHeaders: Record<string, string> = {},
  ): Promise<T> {
    const headers = { ...this.headers(), ...extraHeaders };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const doFetch = this.options.fetch ?? fetch;
    const send = async () => {
      const response = await doFetch(this.url(path, query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { response, parsed: (text ? safeJson(text) : null) as unknown };
    };
    let { response, parsed } = await send();
    for (let retry = 0; retry < SHED_RETRIES && wasShed(response, parsed); retry += 1) {
      await (this.options.wait ?? sleep)(retryDelayMs(response));
      ({ response, parsed } = await send());
    }
    if (!response.ok) {
      if (isApiErrorBody(parsed)) {
        throw new ApiError(response.status, parsed.error.code, parsed.error.message, parsed.error.field, parsed);
      }
      throw new ApiError(response.status, 'http_error', `Request failed with status ${response.status}`);
    }
    return parsed as T;
  }
}

/** A denial answered 200 to a request that expected it (DENIAL_AS_ANSWER_HEADER). */
interface DeniedAnswer {
  access_denied: ApiErrorBody & Record<string, unknown>;
}

function isDeniedAnswer(value: unknown): value is DeniedAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    'access_denied' in value &&
    isApiErrorBody((value as { access_denied: unknown }).access_denied)
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
