import {serialize} from 'node:v8';
import {describe, expect, it} from 'vitest';
import type {CapturedDoc} from '../capture';
import {startPrinter} from '../printWorker';
import {printSerialized} from '../print';

const doc = (text: string): CapturedDoc => ({
  hash: text,
  partials: [],
  tree: serialize({type: 'root', children: [{type: 'heading', depth: 2, children: [{type: 'text', value: text}]}]}),
});

describe('startPrinter', () => {
  it('prints every queued doc in its thread, in batches and across the wait, as postBuild would', async () => {
    const docs = Array.from({length: 70}, (_, i) => doc(`Doc ${i}`));
    const printer = startPrinter();
    docs.slice(0, 40).forEach((d) => printer.add(d));
    // The rest after the batch wait, so that they go in a message of their own.
    await new Promise((resolve) => setTimeout(resolve, 150));
    docs.slice(40).forEach((d) => printer.add(d));
    await printer.finish();
    expect(docs.map((d) => d.body)).toEqual(docs.map((d) => printSerialized(d.tree)));
    expect(docs[69]?.body).toBe('## Doc 69');
  });

  it('leaves a doc it could not print without a body, and does not reject', async () => {
    const broken: CapturedDoc = {hash: 'x', partials: [], tree: Buffer.from('not a serialized tree')};
    const printer = startPrinter();
    printer.add(broken);
    await expect(printer.finish()).resolves.toBeUndefined();
    expect(broken.body).toBeUndefined();
  });

  it('finishes at once when nothing was captured (a warm build)', async () => {
    await expect(startPrinter().finish()).resolves.toBeUndefined();
  });
});
