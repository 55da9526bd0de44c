import fs from 'node:fs/promises';
import path from 'node:path';

/** A path below a folder: no `..`, no hidden files, no absolute path, no NUL. */
export function isSafeRelativePath(relative: string): boolean {
  if (relative === '' || relative.includes('\0') || path.isAbsolute(relative)) return false;
  return relative.split(/[\\/]/).every((part) => part !== '' && !part.startsWith('.'));
}

/** Removes a file; false when there was none (already removed). Other errors are thrown. */
export async function removeFileIfPresent(file: string): Promise<boolean> {
  try {
    await fs.unlink(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
