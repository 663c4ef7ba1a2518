// The executable's entry (bundled into dist/pace.js by build.mjs).
import { run } from './main.ts';

process.exitCode = await run(process.argv);
