import { wordsFor } from '../i18n/catalogue';
import { fill } from '../i18n/format';
import { kitWords } from './words';

/**
 * The one HTTP client of the kit: JSON in and out, a bearer token when one exists, and one
 * error type whose `status` is the HTTP status or one of the transport failures of spec §8.
 */

/** The answer envelope every endpoint uses (interface §4). */
export interface ApiEnvelope<T = unknown> {
  success: boolean;
  message: string;
  results?: T;
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: ApiEnvelope<T>;
}

export type TransportFailure = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR';

/** The transport failures' messages in `lang` (the words are in src/lib/words.ts). */
export function failureMessages(lang = 'en'): Record<TransportFailure, string> {
  const m = wordsFor(kitWords, lang);
  return {
    FETCH_ERROR: m.fetchError,
    TIMEOUT_ERROR: m.timeoutError,
    PARSING_ERROR: m.parsingError,
  };
}

export class ApiError extends Error {
  override name = 'ApiError';
  /**
   * `results.code` of the answer (src/contract/error-codes.ts): what callers branch on, never
   * the message, whose words follow the person's language.
   */
  readonly code: string | undefined;
  constructor(
    message: string,
    /** HTTP status of a non-2xx answer, or the transport failure. */
    readonly status: number | TransportFailure,
    /** The parsed answer, when there was one. */
    readonly body?: unknown,
  ) {
    super(message);
    const code = (body as { results?: { code?: unknown } } | null | undefined)?.results?.code;
    this.code = typeof code === 'string' ? code : undefined;
  }
}

/** Spec §5: success is HTTP 200 or 201 with `success: true`. */
export function isSuccessful(response: ApiResponse): boolean {
  return (response.status === 200 || response.status === 201) && response.body.success === true;
}

/** An answer that is not a success, as the error callers catch: the server's message, else `fallback`. */
export function failureOf(response: ApiResponse, fallback: string): ApiError {
  return new ApiError(response.body.message || fallback, response.status, response.body);
}

/**
 * The one unwrap of the envelope (interface §4), for answers whose `results` may be absent: the
 * successful envelope (its `message` for the person), else the answer as an ApiError.
 */
export function successOf<T>(response: ApiResponse<T>, fallback: string): ApiEnvelope<T> {
  if (!isSuccessful(response)) throw failureOf(response, fallback);
  return response.body;
}

/** The typed `results` of a successful answer, else the answer as an ApiError (status, message, code). */
export function resultsOf<T>(response: ApiResponse<T>, fallback: string): T {
  const { results } = successOf(response, fallback);
  if (results == null) throw failureOf(response, fallback);
  return results;
}

export interface ApiClientOptions {
  /** The API base (no trailing slash), or a function read on every request. */
  baseUrl: string | (() => string);
  /**
   * The bearer token to send, if any; read on every request. It is sent only to the page's own
   * origin, an `https:` base or a loopback host (mayCarryToken).
   */
  getToken?: () => string | null | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /**
   * Called once when a request sent with a token is answered 401; resolves true when it got a
   * new token, and the request is then sent again (spec §6, the secondary client).
   */
  renewToken?: () => Promise<boolean>;
  /** Told +1 when a request starts and -1 when it ends (the page's progress bar). */
  onActivity?: (delta: 1 | -1) => void;
  /** The language the server should answer in (`Accept-Language`), read on every request. */
  language?: () => string;
}

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** false: a 401 is final (the renewal call itself, logout). */
  renewToken?: boolean;
  /** Set on the one retry after a renewal. */
  retried?: boolean;
}

export interface ApiClient {
  request<T = unknown>(
    method: string,
    path: string,
    options?: RequestOptions,
  ): Promise<ApiResponse<T>>;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  post<T = unknown>(
    path: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<ApiResponse<T>>;
  /** The language the client asks answers in (its element's), for words made outside React. */
  language?(): string;
}

/** Loopback hosts: browsers treat them as potentially trustworthy, even over `http:`. */
const LOOPBACK_HOST = /^(?:(?:[^.]+\.)*localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Whether a bearer token may be sent to `url`: only to the page's own origin, to an `https:`
 * address, or to a loopback host (the token never leaves the machine). Never to plain `http:` on
 * another host, where anyone on the way could read it (interface §4).
 */
export function mayCarryToken(url: string, page: string | undefined = pageHref()): boolean {
  let target: URL;
  try {
    target = page ? new URL(url, page) : new URL(url);
  } catch {
    return false;
  }
  // `page` parsed as the base above, so it parses alone too.
  if (page && target.origin === new URL(page).origin && target.origin !== 'null') return true;
  if (target.protocol === 'https:') return true;
  return target.protocol === 'http:' && LOOPBACK_HOST.test(target.hostname);
}

function pageHref(): string | undefined {
  try {
    return typeof location === 'undefined' ? undefined : location.href;
  } catch {
    return undefined;
  }
}

function toEnvelope<T>(body: unknown): ApiEnvelope<T> {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const record = body as Record<string, unknown>;
    return {
      ...record,
      success: record.success === true,
      message: typeof record.message === 'string' ? record.message : '',
    } as ApiEnvelope<T>;
  }
  return { success: false, message: '', results: body as T };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const baseUrl = () =>
    typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl;
  /** The token, when there is one and this request's address may receive it. */
  const tokenFor = (url: string) => {
    const token = options.getToken?.();
    return token && mayCarryToken(url) ? token : undefined;
  };

  async function request<T>(
    method: string,
    path: string,
    perRequest: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    options.onActivity?.(1);
    try {
      return await send<T>(method, path, perRequest);
    } catch (error) {
      const renewable =
        error instanceof ApiError &&
        error.status === 401 &&
        perRequest.retried !== true &&
        perRequest.renewToken !== false &&
        Boolean(tokenFor(`${baseUrl()}${path}`));
      if (renewable && options.renewToken && (await options.renewToken())) {
        return send<T>(method, path, { ...perRequest, retried: true });
      }
      throw error;
    } finally {
      options.onActivity?.(-1);
    }
  }

  async function send<T>(
    method: string,
    path: string,
    { body, signal, headers = {} }: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const url = `${baseUrl()}${path}`;
    const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
    const token = tokenFor(url);
    const finalHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
    const language = options.language?.();
    if (language) finalHeaders['Accept-Language'] = language;
    const failure = (kind: TransportFailure) => new ApiError(failureMessages(language)[kind], kind);
    const serverError = (status: number) =>
      fill(wordsFor(kitWords, language ?? 'en').serverError, { status: String(status) });
    if (body !== undefined) finalHeaders['Content-Type'] = 'application/json';
    if (token) finalHeaders.Authorization = `Bearer ${token}`;

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort();
    signal?.addEventListener('abort', onCallerAbort, { once: true });

    try {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method,
          headers: finalHeaders,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: controller.signal,
        });
      } catch (error) {
        if (timedOut) throw failure('TIMEOUT_ERROR');
        if (signal?.aborted) throw error;
        throw failure('FETCH_ERROR');
      }

      let parsed: unknown;
      try {
        const text = await response.text();
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        if (timedOut) throw failure('TIMEOUT_ERROR');
        if (!response.ok) {
          throw new ApiError(serverError(response.status), response.status);
        }
        throw failure('PARSING_ERROR');
      }

      if (!response.ok) {
        const { message } = toEnvelope(parsed);
        throw new ApiError(
          message.trim() ? message : serverError(response.status),
          response.status,
          parsed,
        );
      }
      if (parsed === undefined) throw failure('PARSING_ERROR');
      return { status: response.status, body: toEnvelope<T>(parsed) };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  return {
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    language: () => options.language?.() ?? 'en',
  };
}
