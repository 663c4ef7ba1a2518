// The executable's entry (bundled into dist/pace.js by build.mjs).
import { run } from './main.ts';

// `pace export metrics … | head`: the reader went away, which is not an error of ours.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

process.exitCode = await run(process.argv);
