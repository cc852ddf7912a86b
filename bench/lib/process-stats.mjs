// CPU time and memory of the processes a benchmark measures, read from /proc (Linux; NaN elsewhere).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** `{ ppid, cpuSeconds }` of every process, by PID. */
function readProcessTable() {
  const table = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat) table.set(Number(entry), stat);
  }
  return table;
}

function readStat(pid) {
  try {
    // Fields after the command name (which may contain spaces): state, ppid, ... utime (14), stime (15).
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return {
      ppid: Number(fields[1]),
      cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
    };
  } catch {
    return undefined; // The process ended meanwhile.
  }
}

/** User + system CPU seconds of `pid` and its descendants (the API and its embedded PostgreSQL). */
export function treeCpuSeconds(pid) {
  if (!existsSync('/proc/self/stat')) return Number.NaN;
  const table = readProcessTable();
  let total = 0;
  const pending = [pid];
  while (pending.length > 0) {
    const current = pending.pop();
    total += table.get(current)?.cpuSeconds ?? 0;
    for (const [child, stat] of table) if (stat.ppid === current) pending.push(child);
  }
  return total;
}

/** User + system CPU seconds of the listed processes (those that have ended count 0). */
export function cpuSecondsOf(pids) {
  if (!existsSync('/proc/self/stat')) return Number.NaN;
  return pids.reduce((total, pid) => total + (readStat(pid)?.cpuSeconds ?? 0), 0);
}

/** User + system CPU seconds of this process. */
export function processCpuSeconds() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/**
 * Seconds the main thread of `pid` has run on a CPU and has waited, runnable, for one (/proc/PID/schedstat):
 * a thread that waits much is starved by other processes, one that runs all the time is saturated.
 */
export function mainThreadSchedule(pid) {
  try {
    const [running, waiting] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').trim().split(' ').map(Number);
    return { running: running / 1e9, waiting: waiting / 1e9 };
  } catch {
    return { running: Number.NaN, waiting: Number.NaN };
  }
}

/** Resident memory of `pid` in bytes (VmRSS), or NaN. */
export function rssBytes(pid) {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** "1-min 5-min 15-min" load averages: how busy the machine was around a measure. */
export function formatLoadAverage() {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}
