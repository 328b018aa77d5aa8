// Types of startCluster.mjs for the TypeScript that starts clusters (e2e/scale).

export interface ClusterProcess {
  readonly name: string;
  readonly port: number;
  /** The process's own address, past the proxy. */
  readonly url: string;
  /** Changes when the process is started again. */
  readonly pid: number | null;
}

export interface Cluster {
  /** HAProxy's address. */
  url: string;
  dataDir: string;
  configFile: string;
  haproxyPid: number | undefined;
  processes: ClusterProcess[];
  /** Resolves when the cluster has stopped: null after stop(), the error when HAProxy died. */
  closed: Promise<Error | null>;
  /** Signals process `index` (0-based); the supervisor starts it again once it has exited. */
  kill(index: number, signal?: NodeJS.Signals): void;
  /** Each process as HAProxy sees it, by name: 'UP', 'DOWN', 'MAINT' …, and its requests in progress. */
  proxyStates(): Promise<Map<string, { status: string; sessions: number }>>;
  /** Replaces every process, one at a time, each drained through HAProxy first. */
  rollingRestart(): Promise<void>;
  stop(): Promise<void>;
}

export interface StartClusterOptions {
  repoRoot: string;
  processes?: number;
  /** HAProxy's port (default 3000); the processes take `basePort`, `basePort` + 1 … (default `port` + 1). */
  port?: number;
  basePort?: number;
  /** HAProxy's bind address (default 127.0.0.1). */
  host?: string;
  /** On top of this process's environment, for every API process. */
  env?: Record<string, string>;
  /** The data dir every process shares (default DATA_DIR, else .data-cluster). */
  dataDir?: string;
  /** Every line written by a process ('api-1' …), HAProxy ('proxy') or the supervisor ('cluster'). */
  onOutput?: (source: string, stream: 'stdout' | 'stderr', line: string) => void;
}

export function startCluster(options: StartClusterOptions): Promise<Cluster>;
