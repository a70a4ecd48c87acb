import {describe, expect, it} from 'vitest';
import {errorSummary, parentPidFromStat, rssBytesFromStatus, runMeasured, treeRssBytes} from '../lib/process.mjs';

describe('/proc parsing', () => {
  it('finds the parent pid after a command name holding spaces and parentheses', () => {
    expect(parentPidFromStat('4242 (node (worker) 1) S 17 4242 4242 0 -1')).toBe(17);
    expect(parentPidFromStat('')).toBeNull();
  });

  it('reads VmRSS in bytes, and 0 when the process has none', () => {
    expect(rssBytesFromStatus('Name:\tnode\nVmRSS:\t  2048 kB\nThreads:\t7\n')).toBe(2048 * 1024);
    expect(rssBytesFromStatus('Name:\tkthreadd\n')).toBe(0);
  });
});

describe('runMeasured', () => {
  it.runIf(process.platform === 'linux')('times a command and sees the memory its child process holds', async () => {
    // A parent that starts a child holding ~200 MB: only a tree-wide sample sees both.
    const child = "const b = Buffer.alloc(200e6, 1); setTimeout(() => console.log(b[0]), 700);";
    const parent = `require('child_process').spawnSync(process.execPath, ['-e', ${JSON.stringify(child)}], {stdio: 'inherit'})`;
    const result = await runMeasured(process.execPath, ['-e', parent], {cwd: process.cwd(), pollMs: 50});
    expect(result.code).toBe(0);
    expect(result.tail.trim()).toBe('1');
    expect(result.wallMs).toBeGreaterThan(600);
    expect(result.peakRssBytes).toBeGreaterThan(200e6);
  });

  it.runIf(process.platform === 'linux')('sums the tree of the current process', () => {
    expect(treeRssBytes(process.pid)).toBeGreaterThan(10e6);
  });
});

describe('errorSummary', () => {
  it('keeps the error lines of a failed build', () => {
    const output = ['[INFO] Creating an optimized production build...', '[ERROR] Client bundle compiled with errors', 'noise', '× Cannot find module x'].join('\n');
    expect(errorSummary(output)).toBe('[ERROR] Client bundle compiled with errors\n× Cannot find module x');
  });

  it('falls back to the last lines', () => {
    expect(errorSummary('a\nb\n\nc\n')).toBe('a\nb\nc');
  });
});
