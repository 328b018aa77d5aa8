import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

const TYPE_BITS = 0o170000;
const DIRECTORY = 0o040000;

/**
 * The parts of Emscripten's NODEFS this file changes. PGlite types NODEFS as a bare FileSystemType
 * without its node and stream operations, so they are described here.
 */
interface NodeFsOperations {
  node_ops: {
    mknod(parent: unknown, name: string, mode: number, dev: number): unknown;
    setattr(node: unknown, attr: { mode?: number }): void;
  };
  stream_ops: {
    setattr(stream: unknown, attr: { mode?: number }): void;
    fsync?: (stream: { nfd: number }) => number;
  };
}

/**
 * PGlite's start parameters with Postgres's own fsync on: PGlite starts it with `-F` (fsync off), so a
 * commit was acknowledged while it sat in the OS page cache (100 acknowledged writes: 100 pwrite64, 0
 * fsync under strace). `wal_sync_method=fsync` because Emscripten's fdatasync is a no-op that never
 * reaches the file system, and the open_*sync methods need open flags NODEFS refuses.
 */
export const DURABLE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

/**
 * PGlite's Node file system with two repairs to Emscripten's NODEFS, kept because PGlite offers neither
 * (its `relaxedDurability` only concerns browser file systems; NodeFS's syncToFs does nothing):
 * - fsync reaches the disk: NODEFS has no `fsync` stream operation, so Postgres's fsync of the WAL at
 *   commit returned success without a system call. Measured on a completion: see `npm run bench`.
 * - files are the owner's only: NODEFS passes Postgres's modes (0777/0666, and the dump's modes when a
 *   new database is unpacked) straight to chmod, which the umask does not narrow, so most files under
 *   `db/` were world-writable. Every mode it sets or creates keeps only the owner's bits (directories 0700, files 0600).
 */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(pg, options);
    // Runs before NodeFS's own preRun mounts the directory, so every node and stream uses these operations.
    const repair = (mod: { NODEFS: unknown }) => repairNodeFs(mod.NODEFS as NodeFsOperations);
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [repair, ...(emscriptenOpts.preRun ?? [])] } };
  }
}

function repairNodeFs(nodefs: NodeFsOperations): void {
  const { node_ops: nodeOps, stream_ops: streamOps } = nodefs;
  const mknod = nodeOps.mknod;
  const setNodeAttr = nodeOps.setattr;
  const setStreamAttr = streamOps.setattr;
  nodeOps.mknod = (parent, name, mode, dev) => mknod(parent, name, privateMode(mode), dev);
  nodeOps.setattr = (node, attr) => setNodeAttr(node, privateAttr(attr));
  streamOps.setattr = (stream, attr) => setStreamAttr(stream, privateAttr(attr));
  streamOps.fsync = (stream) => {
    fsyncSync(stream.nfd);
    return 0;
  };
}

/** Keeps the file type bits; a directory becomes at most 0700, a file at most 0600. */
function privateMode(mode: number): number {
  const type = mode & TYPE_BITS;
  return type | (mode & (type === DIRECTORY ? 0o700 : 0o600));
}

function privateAttr<T extends { mode?: number }>(attr: T): T {
  return attr.mode === undefined ? attr : { ...attr, mode: privateMode(attr.mode) };
}
