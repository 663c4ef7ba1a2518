// The `pace` program: commands, their options and help, and the one place errors become exit codes.
import { Command, CommanderError, Option } from 'commander';
import { PaceClient } from './client.ts';
import { ARTIFACT_KINDS, exportArtifacts } from './commands/export-artifacts.ts';
import { type ExportOptions, exportMetrics } from './commands/export-metrics.ts';
import { exportSnapshots } from './commands/export-snapshots.ts';
import { sitesCommand } from './commands/sites.ts';
import { snapshotsCommand } from './commands/snapshots.ts';
import { CliError, EXIT_CODES_HELP, ExitCode } from './exit-codes.ts';
import { serveMcpOverStdio } from './mcp/server.ts';
import { progress } from './progress.ts';
import { parseSiteRef } from './site-ref.ts';
import { DEFAULT_FROM } from './time-range.ts';

export const DEFAULT_URL = 'http://127.0.0.1:3000';

interface GlobalOptions {
  token?: string;
  url: string;
  progress: boolean;
}

const SITE_ARGUMENT = ['<team/site>', 'the site, as `pace sites` lists it (team slug/site slug)'] as const;

function connect(command: Command): { client: PaceClient; bar: ReturnType<typeof progress> } {
  const options = command.optsWithGlobals<GlobalOptions>();
  if (!options.token) {
    throw new CliError(
      'No API token: pass --token or set PACE_TOKEN (create one in Settings → API tokens)',
      ExitCode.AUTH,
    );
  }
  return {
    client: new PaceClient({ url: options.url, token: options.token }),
    bar: progress(options.progress),
  };
}

/** The range and filter options shared by the metric and snapshot exports. */
function withExportOptions(command: Command): Command {
  return command
    .option(
      '--from <when>',
      'start: a date (2026-01-31), a date-time or a span back from now (7d, 12h)',
      DEFAULT_FROM,
    )
    .option('--to <when>', 'end, in the same forms (default: now)')
    .option('--pages <pages>', 'page names or uuids, comma separated (default: every page)')
    .option('--profiles <profiles>', 'test profile names or uuids, comma separated (default: every profile)')
    .option(
      '--metrics <keys>',
      'metric keys, comma separated, e.g. lcp,cls,tbt (default: the recommended ones)',
    )
    .addOption(
      new Option('--format <format>', 'csv or json (default: from --out, else csv)').choices(['csv', 'json']),
    )
    .option('--out <file>', 'write to this file instead of stdout');
}

export function buildProgram(): Command {
  const program = new Command('pace')
    .description(
      'Pace from the command line: list sites and snapshots, export metrics, snapshots and test artifacts.',
    )
    .addOption(new Option('--token <token>', 'API token').env('PACE_TOKEN'))
    .addOption(new Option('--url <url>', 'address of the Pace server').env('PACE_URL').default(DEFAULT_URL))
    .option('--no-progress', 'no progress bar (it is shown only on a terminal anyway)')
    .showHelpAfterError('(run with --help for usage)')
    .addHelpText('after', EXIT_CODES_HELP);

  program
    .command('sites')
    .description('list the sites the token reaches')
    .option('--json', 'print JSON instead of a table')
    .action((options, command: Command) => sitesCommand(connect(command).client, options));

  program
    .command('snapshots')
    .description("list a site's snapshots, newest first")
    .argument(...SITE_ARGUMENT)
    .option('--limit <n>', 'how many', '25')
    .option('--json', 'print JSON instead of a table')
    .action((site: string, options, command: Command) =>
      snapshotsCommand(connect(command).client, parseSiteRef(site), options),
    );

  const exports = program.command('export').description('export metrics, snapshots or test artifacts');

  withExportOptions(
    exports
      .command('metrics')
      .description('every measurement in a time range: one row per page, profile, metric and time')
      .argument(...SITE_ARGUMENT),
  )
    .addHelpText(
      'after',
      '\nCSV columns: measured_at, page, page_url, profile, metric, value\n\nExample:\n  pace export metrics shop/www --from 2026-01-01 --metrics lcp,cls --pages Home --out metrics.csv',
    )
    .action((site: string, options: ExportOptions, command: Command) => {
      const { client, bar } = connect(command);
      return exportMetrics(client, parseSiteRef(site), options, bar);
    });

  withExportOptions(
    exports
      .command('snapshots')
      .description('the snapshots of a time range: one row per test with its metric values')
      .argument(...SITE_ARGUMENT),
  )
    .addHelpText(
      'after',
      '\nCSV columns: snapshot, snapshot_created_at, snapshot_status, trigger, test, page, page_url, profile,\n  test_status, failure_code, failure_explanation, finished_at, then one column per metric\n\nExample:\n  pace export snapshots shop/www --from 7d --format json --out snapshots.json',
    )
    .action((site: string, options: ExportOptions, command: Command) => {
      const { client, bar } = connect(command);
      return exportSnapshots(client, parseSiteRef(site), options, bar);
    });

  exports
    .command('artifacts')
    .description("download the files of a snapshot's tests into a folder per page and profile")
    .argument(...SITE_ARGUMENT)
    .requiredOption(
      '--snapshot <id>',
      'the snapshot (its number, as `pace snapshots` lists it), or latest: the newest completed one',
    )
    .requiredOption('--out <dir>', 'folder to write into')
    .option('--include <kinds>', `comma separated: ${ARTIFACT_KINDS.join(', ')}`, 'lighthouse,screenshot')
    .addHelpText(
      'after',
      '\nWrites <out>/<page>--<profile>/lighthouse.json, screenshot.jpg (and filmstrip-N.jpg) and <out>/manifest.json.\n\nExample:\n  pace export artifacts shop/www --snapshot 42 --out ./snapshot-42',
    )
    .action((site: string, options, command: Command) => {
      const { client, bar } = connect(command);
      return exportArtifacts(client, parseSiteRef(site), options, bar);
    });

  program
    .command('mcp')
    .description(
      'serve Pace to an AI agent over the Model Context Protocol (stdio), with this token’s reach: sites, synthetic, CrUX and RUM metrics, snapshots and test comparisons',
    )
    .addHelpText(
      'after',
      '\nTools: list_sites, latest_synthetic_metrics, crux_assessment, rum_p75s, start_snapshot, snapshot_result, compare_tests.\n\nExample (an MCP client\'s server entry):\n  { "command": "npx", "args": ["pace", "mcp"], "env": { "PACE_URL": "https://pace.example.com", "PACE_TOKEN": "pace_..." } }',
    )
    .action((_options, command: Command) => serveMcpOverStdio(connect(command).client));

  return program;
}

/** Runs the program on `argv` (as process.argv) and resolves to the exit code. */
export async function run(argv: string[]): Promise<number> {
  const program = buildProgram();
  // Commander reports usage errors itself, then throws here instead of exiting.
  program.exitOverride();
  for (const command of program.commands.flatMap((command) => [command, ...command.commands])) {
    command.exitOverride();
  }
  try {
    await program.parseAsync(argv);
    return ExitCode.OK;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version exit 0; every parsing error is a usage error.
      return error.exitCode === 0 ? ExitCode.OK : ExitCode.USAGE;
    }
    if (error instanceof CliError) {
      process.stderr.write(`pace: ${error.message}\n`);
      return error.exitCode;
    }
    process.stderr.write(`pace: unexpected error: ${(error as Error)?.stack ?? String(error)}\n`);
    return ExitCode.INTERNAL;
  }
}
