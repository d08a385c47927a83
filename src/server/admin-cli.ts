// npm run admin -- create <username> | reset-password <username> | list
// The password is asked for at the prompt, or read from standard input when piped.
import readline from 'node:readline';
import { newPasswordSchema, usernameSchema } from '#shared/schemas/auth.ts';
import { loadConfig } from './config.ts';
import { createDb, databaseOptionsFromConfig, migrateToLatest } from './db/database.ts';
import { systemClock } from './lib/clock.ts';
import { inEnglish } from './lib/http-error.ts';
import { createAdminRepo, createSessionStore } from './modules/auth/index.ts';

const USAGE = `Usage:
  npm run admin -- create <username>          create an admin (asks for a password)
  npm run admin -- reset-password <username>  set a new password and sign out everywhere
  npm run admin -- list                       list the admins
The password is read from standard input when it is not a terminal:
  printf '%s' "$NEW_PASSWORD" | npm run admin -- create alice`;

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
  }
  const ask = (prompt: string) =>
    new Promise<string>((resolve) => {
      const rl = readline.createInterface({
        input: process.stdin,
        output: process.stdout,
        terminal: true,
      });
      const output = rl as unknown as { _writeToOutput: (s: string) => void };
      process.stdout.write(prompt);
      output._writeToOutput = () => {};
      rl.question('', (answer) => {
        rl.close();
        process.stdout.write('\n');
        resolve(answer);
      });
    });
  const first = await ask('New password (at least 12 characters): ');
  const second = await ask('Repeat the password: ');
  if (first !== second) throw new Error('The passwords do not match.');
  return first;
}

async function main(args: string[]): Promise<number> {
  const [command, rawUsername] = args;
  if (!command || !['create', 'reset-password', 'list'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const db = createDb(databaseOptionsFromConfig(config));
  const admins = createAdminRepo(db, systemClock);
  try {
    await migrateToLatest(db);
    if (command === 'list') {
      for (const admin of await admins.list())
        console.log(`${admin.username}\t(created ${admin.created_at})`);
      return 0;
    }
    const username = usernameSchema.safeParse(rawUsername);
    if (!username.success) {
      console.error(inEnglish(username.error.issues[0]?.message ?? 'Invalid username'));
      return 2;
    }
    const existing = await admins.findByUsername(username.data);
    if (command === 'create' && existing) {
      console.error(`An admin named ${username.data} exists already; use reset-password.`);
      return 1;
    }
    if (command === 'reset-password' && !existing) {
      console.error(`There is no admin named ${username.data}.`);
      return 1;
    }
    const password = newPasswordSchema.safeParse(await readPassword());
    if (!password.success) {
      console.error(inEnglish(password.error.issues[0]?.message ?? 'Invalid password'));
      return 2;
    }
    if (existing) {
      await admins.setPassword(existing.id, password.data);
      await createSessionStore(db, systemClock, config.sessionDays).destroyAllFor(existing.id);
      console.log(`The password of ${username.data} is changed; their sessions are signed out.`);
    } else {
      await admins.create(username.data, password.data);
      console.log(`Created the admin ${username.data}.`);
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
