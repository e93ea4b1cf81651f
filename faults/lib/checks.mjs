// What must hold after the faults: every acknowledged write stored exactly once (and no write twice),
// every limit notification and session alert that should exist there once, and (distributed, read
// from the suite's own PostgreSQL) every event applied once and every outbox drained.
import pg from 'pg';
import { WAGER_AMOUNT } from './people.mjs';

/** The checks read after the faults, with time to spare on a busy machine. */
const READ_TIMEOUT_MS = 60000;

/**
 * @typedef {{ name: string, ok: boolean, detail: string }} Check
 */

/** Every activity of the person, through the API (all pages). */
async function allActivities(person) {
  const out = [];
  let cursor = '';
  for (;;) {
    const page = await person.call('GET', `/api/activities?limit=1000${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, undefined, {}, READ_TIMEOUT_MS);
    if (page.status !== 200) throw new Error(`${person.label} GET /api/activities: ${page.status}`);
    out.push(...page.body);
    cursor = page.headers.get('x-next-cursor') ?? '';
    if (!cursor) return out;
  }
}

/**
 * The checks any run mode answers through the API.
 * @param {ReturnType<typeof import('./people.mjs').createPeople>} load
 * @param {{ minuteMs: number, marksDueBy: number }} sessions marksDueBy: marks due before this instant must have fired
 * @returns {Promise<Check[]>}
 */
export async function checkThroughApi(load, { minuteMs, marksDueBy }) {
  const marks = [30, 45, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330, 360, 390, 420, 450, 480];
  let acked = 0;
  let lostAcked = 0;
  let doubled = 0;
  let unackedSaved = 0;
  const limitProblems = [];
  const alertProblems = [];
  let alertsExpected = 0;
  for (const person of load.people) {
    const stored = new Map();
    const activities = await allActivities(person);
    for (const activity of activities) {
      const key = /^fault (\S+)$/.exec(activity.description ?? '')?.[1];
      if (key) stored.set(key, (stored.get(key) ?? 0) + 1);
    }
    for (const write of person.writes) {
      const n = stored.get(write.key) ?? 0;
      if (write.acked) acked += 1;
      if (write.acked && n === 0) lostAcked += 1;
      if (n > 1) doubled += 1;
      if (!write.acked && n === 1) unackedSaved += 1;
    }
    const notifications = (await person.call('GET', '/api/notifications', undefined, {}, READ_TIMEOUT_MS)).body;
    if (!Array.isArray(notifications)) throw new Error(`${person.label} GET /api/notifications failed`);
    // The person's spend is what is stored (a wager whose answer was lost may still count).
    const spent = [...stored.values()].reduce((sum, n) => sum + n, 0) * WAGER_AMOUNT;
    const count = (type) => notifications.filter((n) => n.type === type && n.metadata?.period === 'daily').length;
    const expect = { spend_limit_approaching: spent >= 0.8 * person.limit ? 1 : 0, spend_limit_exceeded: spent >= person.limit ? 1 : 0 };
    for (const [type, wanted] of Object.entries(expect)) {
      if (count(type) !== wanted) limitProblems.push(`${person.label}: ${count(type)} ${type} for ${spent} spent of ${person.limit} (expected ${wanted})`);
    }
    const started = Date.parse(person.session?.startedAt ?? '');
    for (const minutes of marks) {
      const seen = notifications.filter((n) => n.type === 'session_duration' && n.metadata?.sessionId === person.session?.id && n.metadata?.minutes === minutes).length;
      const due = started + minutes * minuteMs <= marksDueBy;
      if (due) alertsExpected += 1;
      if ((due && seen !== 1) || seen > 1) alertProblems.push(`${person.label}: ${seen} alerts at ${minutes} min${due ? '' : ' (not due yet)'}`);
    }
  }
  return [
    { name: 'every 2xx write stored', ok: lostAcked === 0, detail: `${acked} acknowledged, ${lostAcked} missing` },
    { name: 'no write stored twice', ok: doubled === 0, detail: `${doubled} stored more than once${unackedSaved ? `; ${unackedSaved} saved without a 2xx (answer lost)` : ''}` },
    { name: '80%/100% notifications once', ok: limitProblems.length === 0, detail: limitProblems.slice(0, 4).join('; ') || `${load.people.length} people right` },
    { name: 'session alerts once', ok: alertProblems.length === 0, detail: alertProblems.slice(0, 4).join('; ') || `${alertsExpected} due marks, each once` },
  ];
}

/**
 * Distributed mode: events applied once, read from the services' schemas on the suite's own server.
 * @param {string} databaseUrl
 * @returns {Promise<Check[]>}
 */
export async function checkInDatabase(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const one = async (text) => (await client.query(text)).rows[0];
  try {
    const created = await one(`select count(*)::int as n from ledger.outbox where subject = 'ledger.activity.created'`);
    const activities = await one(`select count(*)::int as n from ledger.activities`);
    const applied = await one(`select count(*)::int as n from alerts.processed_events where durable = 'alerts-limit-checks'`);
    const spend = await one(`select count(*)::int as n from alerts.spend_entries where source_id like 'activity:%'`);
    const scanner = await one(`select count(*)::int as n from scanner.processed_events where durable = 'scanner-result-checks'`);
    // Scanner applies (and marks) only the events of pending wagers and tickets; a settled one is skipped unmarked.
    const awaiting = await one(
      `select count(*)::int as n from ledger.outbox where subject = 'ledger.activity.created' and payload->>'isCompleted' = 'false' and payload->>'type' in ('wagering', 'lottery')`,
    );
    const missing = await one(
      `select count(*)::int as n from ledger.activities a where not exists (select 1 from alerts.spend_entries s where s.source_id = 'activity:' || a.id::text)`,
    );
    const unpublished = await one(
      `select (select count(*) from ledger.outbox where published_at is null) + (select count(*) from alerts.outbox where published_at is null) + (select count(*) from identity.outbox where published_at is null) as n`,
    );
    // When events went missing, when were their activities made (to tell which fault lost them).
    const gap = await one(
      `select min(a.created_at) as first, max(a.created_at) as last from ledger.activities a where not exists (select 1 from alerts.spend_entries s where s.source_id = 'activity:' || a.id::text)`,
    );
    const jobRows = await client
      .query(`select (select count(*) from alerts.job_outbox) + (select count(*) from scanner.job_outbox) as n`)
      .then((r) => Number(r.rows[0].n))
      .catch(() => null);
    return [
      {
        name: 'each activity event applied once',
        ok: created.n === activities.n && applied.n === created.n && spend.n === activities.n && missing.n === 0 && scanner.n === awaiting.n,
        detail: `${activities.n} activities, ${created.n} events, alerts applied ${applied.n} (spend rows ${spend.n}, ${missing.n} missing${missing.n ? ` made ${gap.first.toISOString()} to ${gap.last.toISOString()}` : ''}), scanner applied ${scanner.n} of ${awaiting.n} awaiting a result`,
      },
      { name: 'outboxes drained', ok: Number(unpublished.n) === 0 && (jobRows ?? 0) === 0, detail: `${unpublished.n} events unpublished, ${jobRows ?? 'no'} job rows waiting` },
    ];
  } finally {
    await client.end();
  }
}
