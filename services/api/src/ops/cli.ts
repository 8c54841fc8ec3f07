import { loadConfig } from '../config';
import { prepareDatabase } from '../db/prepare';
import type { Database } from '../db/database';
import {
  addRestriction,
  listRestrictions,
  parseNetwork,
  removeRestriction,
} from '../domain/access/restrictions';
import { checkLedger } from '../domain/ledger/checkLedger';

/** Operator commands: `pnpm --filter @platform/api run ops <command> [args]`. */
interface Command {
  usage: string;
  summary: string;
  run(db: Database, args: string[]): Promise<number>;
}

function networkArg(args: string[], usage: string): string {
  const network = args[0] ? parseNetwork(args[0]) : null;
  if (!network) throw new UsageError(`expected an ip or CIDR: ${usage}`);
  return network;
}

class UsageError extends Error {}

const COMMANDS: Record<string, Command> = {
  'ledger:check': {
    usage: 'ledger:check',
    summary: 'Checks the ledger invariants; exit code 1 when a problem is found.',
    async run(db) {
      const problems = await checkLedger(db);
      for (const p of problems) console.log(`${p.kind}: ${p.detail}`);
      console.log(problems.length === 0 ? 'ledger ok' : `${problems.length} problem(s)`);
      return problems.length === 0 ? 0 : 1;
    },
  },
  'restrict:add': {
    usage: 'restrict:add <ip|cidr> [note]',
    summary: 'Blocks an address or network (answers errorCode "403").',
    async run(db, args) {
      const network = networkArg(args, this.usage);
      await addRestriction(db, network, args.slice(1).join(' ') || null);
      console.log(`restricted ${network}`);
      return 0;
    },
  },
  'restrict:remove': {
    usage: 'restrict:remove <ip|cidr>',
    summary: 'Lifts a restriction.',
    async run(db, args) {
      const network = networkArg(args, this.usage);
      const removed = await removeRestriction(db, network);
      console.log(removed ? `lifted ${network}` : `${network} was not restricted`);
      return 0;
    },
  },
  'restrict:list': {
    usage: 'restrict:list',
    summary: 'Lists restricted addresses and networks.',
    async run(db) {
      const list = await listRestrictions(db);
      for (const r of list) console.log(`${r.network}${r.note ? `  ${r.note}` : ''}`);
      if (list.length === 0) console.log('no restrictions');
      return 0;
    },
  },
};

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
  const { db, release } = await prepareDatabase(loadConfig());
  try {
    return await command.run(db, args);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  } finally {
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
