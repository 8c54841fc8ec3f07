import { translate } from '@platform/i18n/server';
import { loadConfig } from '../config';
import { BackupError } from './backup';
import { STORE_COMMANDS, type StoreCommand } from './commands';
import { DomainError } from '../core/errors';
import { EventBus } from '../core/events';
import { VenueSimulator } from '../core/venues';
import { prepareDatabase } from '../prepare';
import {
  consoleLog,
  OPERATOR_COMMANDS,
  runOperatorCommand,
  UsageError,
  type OperatorCommand,
} from './commands';

/** The terminal's door to the operator commands: `pnpm ops <command> [args]` (ops/commands.ts). */
const COMMANDS: Record<string, OperatorCommand | StoreCommand> = {
  ...OPERATOR_COMMANDS,
  ...STORE_COMMANDS,
};

/** Backup and restore work on the database as a whole: nothing is opened for them first. */
async function runOnStore(command: StoreCommand, input: unknown): Promise<number> {
  try {
    const report = command.report(await command.onStore(loadConfig(), input));
    for (const line of report.lines) console.log(line);
    return report.exit ?? 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    return 1;
  }
}

function help(): string {
  const lines = Object.values(COMMANDS).map((c) => `  ${c.usage.padEnd(34)} ${c.summary}`);
  return `usage: pnpm --filter @platform/api run ops <command>\n\ncommands:\n${lines.join('\n')}`;
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    console.error(name && name !== 'help' ? `unknown command "${name}"\n\n${help()}` : help());
    return name && name !== 'help' ? 2 : 0;
  }
  let input: unknown;
  try {
    const parsed = command.input.safeParse(await command.fromArgs(args));
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        console.error(`${issue.path.join('.') || 'input'}: ${issue.message}`);
      console.error(`usage: ${command.usage}`);
      return 2;
    }
    input = parsed.data;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    return 2;
  }
  if ('onStore' in command) return runOnStore(command, input);
  const { db, release } = await prepareDatabase(loadConfig());
  // What a command publishes reaches the running API processes through the database, and the
  // players' open pages re-read (docs/product-rules.md#event-stream).
  const events = await EventBus.start(db, { log: consoleLog() });
  try {
    const log = consoleLog();
    const ctx = {
      db,
      now: new Date(),
      venues: new VenueSimulator(db),
      log,
      events,
      door: 'ops' as const,
    };
    const report = command.report(await runOperatorCommand(name!, command, ctx, input));
    for (const line of report.lines) console.log(line);
    return report.exit ?? 0;
  } catch (error) {
    // A refused command (unknown or cancelled order …) reads as the player-facing text, exit 1.
    if (!(error instanceof DomainError)) throw error;
    console.error(translate('en', error.messageKey, error.params));
    return 1;
  } finally {
    await events.stop();
    await release();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
