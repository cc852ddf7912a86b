import { execFile } from 'node:child_process';
import { readdir, readFile, readlink } from 'node:fs/promises';
import { platform } from 'node:os';
import { promisify } from 'node:util';
import { isErrorCode, sleep } from './files.ts';

export const execFileAsync = promisify(execFile);

/** A fast shutdown checkpoints first; give it time before escalating to an immediate shutdown. */
export const FAST_SHUTDOWN_TIMEOUT_MS = 30_000;
export const IMMEDIATE_SHUTDOWN_TIMEOUT_MS = 10_000;
/** Polling interval while waiting for PostgreSQL processes to exit: it is on the start-up path. */
export const PROCESS_POLL_MS = 10;

export interface ProcessInfo {
  ppid: number;
  isZombie: boolean;
  command: string;
  /** Linux only: where PostgreSQL processes chdir to, i.e. their data directory. */
  cwd?: string;
  /** Linux only. */
  exe?: string;
}

export async function readProcessInfo(pid: number): Promise<ProcessInfo | undefined> {
  return platform() === 'linux' ? readProcFs(pid) : readPs(pid);
}

async function readProcFs(pid: number): Promise<ProcessInfo | undefined> {
  let stat: string;
  try {
    stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // "pid (comm) state ppid ...": comm may contain spaces and parentheses.
  const [state = '', ppid = '0'] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  return {
    ppid: Number.parseInt(ppid, 10),
    isZombie: state === 'Z' || state === 'X',
    command: cmdline.replaceAll('\0', ' ').trim(),
    cwd: await readlink(`/proc/${pid}/cwd`).catch(() => undefined),
    exe: await readlink(`/proc/${pid}/exe`).catch(() => undefined),
  };
}

async function readPs(pid: number): Promise<ProcessInfo | undefined> {
  try {
    const { stdout } = await execFileAsync('ps', ['-o', 'ppid=,stat=,command=', '-p', String(pid)]);
    const match = /^\s*(\d+)\s+(\S+)\s+(.*)$/.exec(stdout.trim());
    if (!match) return undefined;
    return { ppid: Number(match[1]), isZombie: (match[2] ?? '').startsWith('Z'), command: match[3] ?? '' };
  } catch {
    return undefined;
  }
}

export function isPostmasterOf(info: ProcessInfo, realClusterDir: string): boolean {
  if (info.cwd !== undefined) return info.cwd === realClusterDir && /postgres/.test(info.exe ?? info.command);
  return /postgres/.test(info.command) && info.command.includes(realClusterDir);
}

/** Every live process (postmaster and backends) whose working directory is the cluster; Linux only. */
export async function listClusterProcesses(realClusterDir: string): Promise<number[]> {
  if (platform() !== 'linux') return [];
  const pids = (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry)).map(Number);
  const matches: number[] = [];
  for (const pid of pids) {
    const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => undefined);
    if (cwd !== realClusterDir) continue;
    const info = await readProcFs(pid);
    if (info && !info.isZombie) matches.push(pid);
  }
  return matches;
}

export async function waitForProcessExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const info = await readProcessInfo(pid);
    // The orphan's new parent (PID 1 in a container) may never reap it: a zombie counts as stopped.
    if (!info || info.isZombie) return true;
    await sleep(PROCESS_POLL_MS);
  }
  return false;
}

export function sendSignal(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch (error) {
    if (!isErrorCode(error, 'ESRCH')) throw error;
  }
}
