// Servers and processes a test starts die with the test process: a run that ends without its afterAll
// (a timed-out teardown, a crashed worker) otherwise leaves a private Redis, MariaDB, bff or worker behind.
import type { ChildProcess } from 'node:child_process';

const children = new Set<ChildProcess>();
let hooked = false;

export function killOnExit(child: ChildProcess): void {
  if (!hooked) {
    hooked = true;
    process.once('exit', () => {
      for (const running of children) if (running.exitCode === null) running.kill('SIGKILL');
    });
  }
  children.add(child);
  child.once('exit', () => children.delete(child));
}
