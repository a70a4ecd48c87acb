import {describe, expect, it} from 'vitest';
import {expertContactHref, experts, formatSince, initials, orderForDay, utcDayKey} from '../experts';
import {duplicates, isRealDate, KEBAB_CASE} from './helpers';

const NAME_MAX = 60;

describe('experts data', () => {
  it('lists the 23 people of the directory', () => {
    expect(experts).toHaveLength(23);
  });

  it('uses each slug once, in kebab-case', () => {
    const repeated = duplicates(experts.map((e) => e.slug));
    expect(repeated, `Duplicate slug in src/data/experts.ts: ${repeated.join(', ')}`).toEqual([]);
    const bad = experts.filter((e) => !KEBAB_CASE.test(e.slug)).map((e) => e.slug);
    expect(bad, `Use kebab-case for these slugs: ${bad.join(', ')}`).toEqual([]);
  });

  it('has a name of reasonable length and a real listing date for everyone', () => {
    const problems = experts.flatMap((e) => [
      ...(e.name.trim() === '' || e.name.length > NAME_MAX
        ? [`${e.slug}: name must be 1-${NAME_MAX} characters`]
        : []),
      ...(isRealDate(e.since) ? [] : [`${e.slug}: since "${e.since}" is not a YYYY-MM-DD date`]),
    ]);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('contacts people through the site address with their name in the subject', () => {
    const href = expertContactHref({name: 'Ada Example'});
    expect(href.startsWith('mailto:hi@remotion.dev?subject=')).toBe(true);
    expect(decodeURIComponent(href.split('subject=')[1] ?? '')).toContain('Ada Example');
  });

  it('formats dates and initials the same way everywhere', () => {
    expect(formatSince('2022-08-15')).toBe('August 2022');
    expect(initials('Sam Bowen Hughes')).toBe('SH');
    expect(initials('Cher')).toBe('C');
  });
});

describe('daily order', () => {
  it('keys the day in UTC', () => {
    expect(utcDayKey(new Date('2026-03-01T23:30:00-05:00'))).toBe('2026-03-02');
    expect(utcDayKey(new Date('2026-03-02T00:00:00Z'))).toBe('2026-03-02');
  });

  it('returns the same order for the same day', () => {
    expect(orderForDay(experts, '2026-11-21')).toEqual(orderForDay(experts, '2026-11-21'));
  });

  it('keeps every person exactly once', () => {
    const ordered = orderForDay(experts, '2026-11-21');
    expect([...ordered].map((e) => e.slug).sort()).toEqual([...experts].map((e) => e.slug).sort());
  });

  it('changes from one day to the next and does not touch the input', () => {
    const before = experts.map((e) => e.slug);
    const days = ['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'];
    const orders = new Set(
      days.map((day) =>
        orderForDay(experts, day)
          .map((e) => e.slug)
          .join(),
      ),
    );
    expect(orders.size).toBe(days.length);
    expect(experts.map((e) => e.slug)).toEqual(before);
  });

  it('gives everyone a turn at the top over a month', () => {
    const firsts = new Set<string>();
    for (let day = 1; day <= 31; day++) {
      const key = `2026-01-${String(day).padStart(2, '0')}`;
      firsts.add(orderForDay(experts, key)[0]?.slug ?? '');
    }
    expect(firsts.size).toBeGreaterThan(8);
  });
});
