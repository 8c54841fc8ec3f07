import { execFileSync } from 'node:child_process';

/** The commit a build comes from, `+dirty` when the working tree has changes. */
export function currentCommit(cwd: string): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short=10', 'HEAD'], { cwd }).toString().trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd })
      .toString()
      .trim();
    return dirty ? `${sha}+dirty` : sha;
  } catch {
    return 'unknown';
  }
}
