// npm run backup -- [destination folder]
// Copies the SQLite database (a consistent online snapshot, safe while the site runs) and the
// uploaded images into a dated folder. With DATABASE_URL (PostgreSQL) use pg_dump instead.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

if (process.env.DATABASE_URL) {
  console.error(
    "DATABASE_URL is set: back up PostgreSQL with pg_dump (see README), and DATA_DIR/uploads with this command's copy step.",
  );
}
const dataDir = path.resolve(process.env.DATA_DIR || './data');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const destination = path.resolve(process.argv[2] || path.join('backups', stamp));
fs.mkdirSync(destination, { recursive: true });

const dbFile = path.join(dataDir, 'site.db');
if (!process.env.DATABASE_URL && fs.existsSync(dbFile)) {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  await db.backup(path.join(destination, 'site.db'));
  db.close();
  console.log(`database  → ${path.join(destination, 'site.db')}`);
}
const uploads = path.join(dataDir, 'uploads');
if (fs.existsSync(uploads)) {
  fs.cpSync(uploads, path.join(destination, 'uploads'), { recursive: true });
  console.log(`uploads   → ${path.join(destination, 'uploads')}`);
}
console.log(`backup written to ${destination}`);
