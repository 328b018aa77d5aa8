import { randomBytes } from 'node:crypto';
import { link, open, unlink } from 'node:fs/promises';

/**
 * Creates `file` holding `text` (mode 0600) only if it does not exist yet, and answers whether this call created
 * it. The text goes to a private temporary file first (synced), which is then hard-linked into place: another
 * process, or another server on the same shared DATA_DIR, sees the whole file or none, never an empty or
 * half-written one, as it could between open('wx') and write. Exactly one of racing callers gets true.
 */
export async function createFileExclusive(file: string, text: string): Promise<boolean> {
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const handle = await open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(text);
      // The umask may have narrowed the mode below the owner's read and write.
      await handle.chmod(0o600);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await link(temp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(temp).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}
