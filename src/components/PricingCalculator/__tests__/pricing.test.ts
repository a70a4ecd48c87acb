import {describe, expect, it} from 'vitest';
import {formatCount, formatUsd, quoteCompanyLicense} from '../pricing';

const plan = {seats: 4, renders: 1000, includeCreators: true, includeAutomators: true};

describe('company license quote', () => {
  it('charges $25 per creator seat', () => {
    expect(quoteCompanyLicense({...plan, includeAutomators: false}).total).toBe(100);
    expect(quoteCompanyLicense({...plan, seats: 50, includeAutomators: false}).total).toBe(1250);
  });

  it('charges a cent per render with a $100 monthly minimum', () => {
    const small = quoteCompanyLicense({...plan, includeCreators: false, renders: 1000});
    expect(small).toMatchObject({automators: 100, minimumApplies: true});
    const large = quoteCompanyLicense({...plan, includeCreators: false, renders: 25000});
    expect(large).toMatchObject({automators: 250, minimumApplies: false});
  });

  it('adds both lines up', () => {
    expect(quoteCompanyLicense({...plan, seats: 10, renders: 30000}).total).toBe(550);
  });

  it('keeps inputs inside the slider ranges', () => {
    expect(quoteCompanyLicense({...plan, seats: 500, includeAutomators: false}).creators).toBe(1250);
    expect(quoteCompanyLicense({...plan, renders: 10_000_000, includeCreators: false}).automators).toBe(1000);
  });

  it('formats for en-US', () => {
    expect(formatUsd(1250)).toBe('$1,250');
    expect(formatUsd(100.5)).toBe('$100.50');
    expect(formatCount(100000)).toBe('100,000');
  });
});
