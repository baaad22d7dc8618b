import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository's root, where the paths below start. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Every file git tracks and every untracked one it does not ignore: the tree the next commit would have. */
export const repoFiles = (): string[] =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);

/** A file's text, or undefined when it is deleted in the working tree. */
export function readRepoFile(path: string): string | undefined {
  try {
    return readFileSync(`${ROOT}${path}`, 'utf8');
  } catch {
    return undefined;
  }
}
