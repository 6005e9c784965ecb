/**
 * One server per data folder: the folder's files are written by one process only (its lock and
 * its copy of the state are in memory), so a second server on the same folder is refused. The
 * claim is a `server.pid` file; one left behind by a server that was killed is taken over.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Claims `dir` for this process (creating it); resolves to the release. */
export async function claimDataDir(dir: string): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true });
  const file = join(dir, 'server.pid');
  try {
    await writeFile(file, String(process.pid), { flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    const pid = Number((await readFile(file, 'utf8')).trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && running(pid))
      throw new Error(
        `Another mock server (process ${pid}) uses the data folder ${dir}: stop it, or give this one another --data folder (or delete ${file} if no server runs).`,
        { cause: e },
      );
    await writeFile(file, String(process.pid));
  }
  return () => rm(file, { force: true });
}
