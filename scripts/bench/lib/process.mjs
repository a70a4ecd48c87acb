// @ts-check
/**
 * Runs commands for the bench: wall time and the peak resident memory of the whole process tree.
 * `/usr/bin/time -v` reports only the largest single process, and a Docusaurus build spreads
 * over a main process, worker threads and sometimes child processes, so the tree's VmRSS is
 * summed from /proc every 100 ms instead.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';

/** Process groups this module started and that are still running. */
const started = new Set();

/**
 * Ends every process group this module started that is still running (for an interrupted
 * bench: the groups are detached, so a Ctrl-C at the terminal does not reach them).
 */
export function stopAllStarted() {
  for (const pid of started) killGroup(pid, 'SIGKILL');
  started.clear();
}

/**
 * Parent pid from the text of /proc/<pid>/stat. The command name (field 2) may contain spaces
 * and parentheses, so fields are counted after its closing parenthesis.
 * @param {string} statText
 * @returns {number | null}
 */
export function parentPidFromStat(statText) {
  const end = statText.lastIndexOf(')');
  if (end < 0) return null;
  const fields = statText.slice(end + 2).split(' ');
  const ppid = Number(fields[1]);
  return Number.isInteger(ppid) ? ppid : null;
}

/**
 * Resident set size in bytes from the text of /proc/<pid>/status (0 for kernel threads and zombies).
 * @param {string} statusText
 */
export function rssBytesFromStatus(statusText) {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(statusText);
  return match ? Number(match[1]) * 1024 : 0;
}

/** @param {string} file */
function readOrEmpty(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/**
 * Summed VmRSS of `rootPid` and all its descendants, or null when /proc is not readable.
 * @param {number} rootPid
 * @returns {number | null}
 */
export function treeRssBytes(rootPid) {
  let entries;
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return null;
  }
  /** @type {Map<number, number[]>} */
  const children = new Map();
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const ppid = parentPidFromStat(readOrEmpty(`/proc/${entry}/stat`));
    if (ppid === null) continue;
    const list = children.get(ppid) ?? [];
    list.push(Number(entry));
    children.set(ppid, list);
  }
  let total = 0;
  const queue = [rootPid];
  const seen = new Set();
  while (queue.length > 0) {
    const pid = /** @type {number} */ (queue.pop());
    if (seen.has(pid)) continue;
    seen.add(pid);
    total += rssBytesFromStatus(readOrEmpty(`/proc/${pid}/status`));
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * @typedef {object} RunResult
 * @property {number | null} code  exit code (null when killed by a signal)
 * @property {number} wallMs
 * @property {number | null} peakRssBytes  summed over the process tree; null without /proc
 * @property {string} tail  last lines of stdout and stderr
 */

/**
 * @typedef {object} RunOptions
 * @property {string} cwd
 * @property {NodeJS.ProcessEnv} [env]
 * @property {string} [logFile]  stdout and stderr are appended here
 * @property {number} [timeoutMs]  the process group is killed after this long
 * @property {number} [pollMs]
 */

/**
 * Runs a command to completion in its own process group, sampling the tree's memory.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {RunOptions} options
 * @returns {Promise<RunResult>}
 */
export function runMeasured(command, args, options) {
  const {cwd, env = process.env, logFile, timeoutMs = 30 * 60_000, pollMs = 100} = options;
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    const child = spawn(command, args, {cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe']});
    if (child.pid !== undefined) started.add(child.pid);
    const log = logFile ? fs.createWriteStream(logFile, {flags: 'a'}) : null;
    log?.write(`\n$ ${command} ${args.join(' ')}   (cwd ${cwd})\n`);
    let tail = '';
    /** @param {Buffer} chunk */
    const collect = (chunk) => {
      log?.write(chunk);
      tail = (tail + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    /** @type {number | null} */
    let peak = null;
    const sample = () => {
      if (child.pid === undefined) return;
      const rss = treeRssBytes(child.pid);
      if (rss !== null) peak = Math.max(peak ?? 0, rss);
    };
    const poll = setInterval(sample, pollMs);
    const timer = setTimeout(() => killGroup(child.pid), timeoutMs);
    child.on('error', (error) => {
      clearInterval(poll);
      clearTimeout(timer);
      log?.end();
      reject(error);
    });
    child.on('close', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      started.delete(child.pid);
      log?.end();
      resolve({code, wallMs: performance.now() - startedAt, peakRssBytes: peak, tail});
    });
  });
}

/**
 * @typedef {object} Background
 * @property {import('node:child_process').ChildProcess} child
 * @property {() => string} output  everything printed so far (last 20 kB)
 * @property {() => number | null} peakRssBytes
 * @property {() => Promise<void>} stop  ends the process group this module started
 */

/**
 * Starts a long-running command (a server) in its own process group.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {Omit<RunOptions, 'timeoutMs'>} options
 * @returns {Background}
 */
export function startBackground(command, args, options) {
  const {cwd, env = process.env, logFile, pollMs = 100} = options;
  const child = spawn(command, args, {cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe']});
  if (child.pid !== undefined) started.add(child.pid);
  const log = logFile ? fs.createWriteStream(logFile, {flags: 'a'}) : null;
  log?.write(`\n$ ${command} ${args.join(' ')}   (cwd ${cwd})\n`);
  let output = '';
  /** @param {Buffer} chunk */
  const collect = (chunk) => {
    log?.write(chunk);
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  /** @type {number | null} */
  let peak = null;
  const poll = setInterval(() => {
    if (child.pid === undefined || child.exitCode !== null) return;
    const rss = treeRssBytes(child.pid);
    if (rss !== null) peak = Math.max(peak ?? 0, rss);
  }, pollMs);
  const exited = new Promise((resolve) => child.on('close', resolve));
  exited.then(() => started.delete(child.pid));
  return {
    child,
    output: () => output,
    peakRssBytes: () => peak,
    stop: async () => {
      clearInterval(poll);
      if (child.exitCode === null && child.signalCode === null) {
        killGroup(child.pid);
        const forced = setTimeout(() => killGroup(child.pid, 'SIGKILL'), 5000);
        await exited;
        clearTimeout(forced);
      }
      log?.end();
    },
  };
}

/**
 * Signals the process group led by `pid` (a process this module spawned with `detached`).
 * @param {number | undefined} pid
 * @param {NodeJS.Signals} [signal]
 */
function killGroup(pid, signal = 'SIGTERM') {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * The useful part of a failed command's output: its error lines, else its last lines.
 * @param {string} text
 */
export function errorSummary(text) {
  const lines = text.split('\n').map((l) => l.trimEnd());
  const errors = lines.filter((l) => /\[ERROR\]|Error:|^\s*×|error TS\d+/.test(l));
  return (errors.length > 0 ? errors.slice(0, 8) : lines.filter(Boolean).slice(-12)).join('\n');
}
