// Where a measurement's time goes: CPU seconds of the API process and of this database's PostgreSQL backends,
// and the database's commits and row operations, read before and after.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const CLOCK_TICKS_PER_SECOND = 100;

/**
 * utime + stime of a process, with its parent's pid and the CPU of its children that have exited (cutime +
 * cstime); undefined once it has exited.
 */
function processTimes(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and brackets; the fields after its closing bracket are plain.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      parent: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]),
      exitedChildrenTicks: Number(fields[13]) + Number(fields[14]),
    };
  } catch {
    return undefined;
  }
}

/** The CPU of the server's backends: those running, and those that exited (a pool closes idle connections). */
function backendTicks(postmasterPid) {
  let ticks = processTimes(postmasterPid)?.exitedChildrenTicks ?? 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const times = processTimes(Number(entry));
    if (times?.parent === postmasterPid) ticks += times.ticks;
  }
  return ticks;
}

const DATABASE_COUNTERS =
  'select xact_commit, xact_rollback, tup_fetched, tup_inserted, tup_updated, tup_deleted from pg_stat_database where datname = current_database()';

async function databaseCounters(db) {
  await db.query('select pg_stat_clear_snapshot()');
  const [row] = (await db.query(DATABASE_COUNTERS)).rows;
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)]));
}

/**
 * Starts counting; the answered function stops and answers CPU seconds and, per `requests`, the database's
 * commits and rows fetched, inserted and updated.
 */
export async function cpuSplit(serverPid, db) {
  const [{ data_directory: dataDirectory }] = (await db.query('show data_directory')).rows;
  const postmasterPid = Number(readFileSync(join(dataDirectory, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const apiBefore = processTimes(serverPid)?.ticks ?? 0;
  const postgresBefore = backendTicks(postmasterPid);
  const countersBefore = await databaseCounters(db);
  // The API's connections in use, sampled every 50 ms: running a statement, or holding a transaction open between
  // statements (a connection held while the API waits on something else).
  let active = 0;
  let inTransaction = 0;
  let sampling = true;
  const sampled = (async () => {
    while (sampling) {
      const [row] = (
        await db.query(
          "select count(*) filter (where state = 'active')::int as active, count(*) filter (where state like 'idle in transaction%')::int as idle_in_transaction from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
        )
      ).rows;
      active = Math.max(active, row.active);
      inTransaction = Math.max(inTransaction, row.idle_in_transaction);
      await new Promise((wait) => setTimeout(wait, 50));
    }
  })();
  return async (requests) => {
    sampling = false;
    await sampled;
    const apiSeconds = ((processTimes(serverPid)?.ticks ?? 0) - apiBefore) / CLOCK_TICKS_PER_SECOND;
    const postgresSeconds = (backendTicks(postmasterPid) - postgresBefore) / CLOCK_TICKS_PER_SECOND;
    // Backends report their counters at most once a second.
    await new Promise((wait) => setTimeout(wait, 1_100));
    const after = await databaseCounters(db);
    const per = (key) => Math.round(((after[key] - countersBefore[key]) / requests) * 10) / 10;
    return {
      'API CPU s': apiSeconds,
      'PostgreSQL CPU s': postgresSeconds,
      'commits/req': per('xact_commit'),
      'rollbacks/req': per('xact_rollback'),
      'rows fetched/req': per('tup_fetched'),
      'rows inserted/req': per('tup_inserted'),
      'rows updated/req': per('tup_updated'),
      'CPU ms/req (API + PostgreSQL)':
        Math.round(((apiSeconds + postgresSeconds) / requests) * 1000 * 100) / 100,
      'pool: most running': active,
      'pool: most idle in transaction': inTransaction,
    };
  };
}
