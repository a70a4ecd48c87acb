import {describe, expect, it} from 'vitest';
import {checkSubmissionText, DESCRIPTION_MAX_LENGTH, showcase, TITLE_MAX_LENGTH} from '../showcase';
import {showcaseVideoIds} from '../../components/ShowcaseVideos/registry';
import {duplicates, isRealDate, KEBAB_CASE, staticFileExists} from './helpers';

describe('showcase data', () => {
  it('has entries with unique kebab-case slugs (they are URL hashes)', () => {
    expect(showcase.length).toBeGreaterThan(0);
    const repeated = duplicates(showcase.map((e) => e.slug));
    expect(repeated, `Duplicate slug in src/data/showcase.ts: ${repeated.join(', ')}`).toEqual([]);
    const bad = showcase.filter((e) => !KEBAB_CASE.test(e.slug)).map((e) => e.slug);
    expect(bad, `Use kebab-case for these slugs: ${bad.join(', ')}`).toEqual([]);
  });

  it('keeps titles and descriptions within the published limits', () => {
    const problems = showcase.flatMap((e) =>
      checkSubmissionText(e.title, e.description).map((problem) => `${e.slug}: ${problem}`),
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('has a poster image in static/ for every entry', () => {
    const missing = showcase
      .filter((e) => !staticFileExists(e.poster))
      .map((e) => `${e.slug} (static${e.poster})`);
    expect(missing, `Add the poster image for: ${missing.join(', ')}`).toEqual([]);
  });

  it('has sensible dimensions, a date, an author and valid links', () => {
    const problems: string[] = [];
    for (const e of showcase) {
      if (!Number.isInteger(e.width) || !Number.isInteger(e.height) || e.width < 16 || e.height < 16) {
        problems.push(`${e.slug}: width and height must be whole pixel counts`);
      }
      if (!isRealDate(e.submitted)) problems.push(`${e.slug}: submitted must be a YYYY-MM-DD date`);
      if (e.author.trim() === '') problems.push(`${e.slug}: name the author`);
      for (const link of e.links) {
        if (!/^(https:\/\/|\/)/.test(link.href))
          problems.push(`${e.slug}: link "${link.href}" must start with https:// or /`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('only plays compositions that exist, with their timing filled in', () => {
    const problems: string[] = [];
    for (const e of showcase) {
      if (e.kind !== 'example') continue;
      if (!e.demo || !showcaseVideoIds.includes(e.demo))
        problems.push(`${e.slug}: demo must be one of ${showcaseVideoIds.join(', ')}`);
      if (!e.fps || !e.durationInFrames) problems.push(`${e.slug}: set fps and durationInFrames`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

describe('submission check', () => {
  it('accepts text within the limits', () => {
    expect(checkSubmissionText('My video', 'What it is and how it was made.')).toEqual([]);
  });

  it('says by how much a text is too long', () => {
    const problems = checkSubmissionText(
      't'.repeat(TITLE_MAX_LENGTH + 3),
      'd'.repeat(DESCRIPTION_MAX_LENGTH + 1),
    );
    expect(problems).toEqual([
      `Shorten the title by 3 characters (limit ${TITLE_MAX_LENGTH}).`,
      `Shorten the description by 1 character (limit ${DESCRIPTION_MAX_LENGTH}).`,
    ]);
  });

  it('asks for missing text', () => {
    expect(checkSubmissionText(' ', '')).toEqual(['Add a title.', 'Add a description.']);
  });
});
