import {describe, expect, it} from 'vitest';
import plan from '../../../config/docs-plan.json';
import {marketingDocIds} from '../marketingDocIds';
import {duplicates} from './helpers';

describe('marketing doc ids', () => {
  it('only names doc ids that are in the docs plan', () => {
    const docs = plan.docs as Record<string, unknown>;
    const unknown = marketingDocIds.filter((id) => !(id in docs));
    expect(unknown, `Not in config/docs-plan.json: ${unknown.join(', ')}`).toEqual([]);
  });

  it('lists each id once', () => {
    expect(duplicates([...marketingDocIds])).toEqual([]);
  });
});
