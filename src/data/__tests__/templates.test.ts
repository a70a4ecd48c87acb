import {CreateVideoInternals} from 'create-video';
import {describe, expect, it} from 'vitest';
import plan from '../../../config/docs-plan.json';
import {
  createVideoFlags,
  freeTemplates,
  paidTemplates,
  templateCategories,
  templateCommand,
  templateImagePath,
  templateRepoUrl,
  templates,
} from '../templates';
import {templateDetails, templateDetailsFor} from '../templateDetails';
import {duplicates, KEBAB_CASE, staticFileExists} from './helpers';

const SUMMARY_MAX = 100;
const DESCRIPTION_MAX = 600;
const planDocs = plan.docs as Record<string, unknown>;

/** A template with its page text, as the detail pages get it. */
const withDetails = templates.map((t) => ({...t, ...templateDetailsFor(t.cliId)}));

describe('templates data', () => {
  it('has one record per template that create-video 4.0.527 offers, plus two from the community (25: 24 free, 1 paid)', () => {
    expect(templates).toHaveLength(25);
    expect(freeTemplates).toHaveLength(24);
    expect(paidTemplates.map((t) => t.cliId)).toEqual(['editor-starter']);
  });

  it('uses each cliId once', () => {
    const repeated = duplicates(templates.map((t) => t.cliId));
    expect(repeated, `Duplicate cliId in src/data/templates.ts: ${repeated.join(', ')}`).toEqual([]);
  });

  it('uses kebab-case cliIds, since they become URLs', () => {
    const bad = templates.filter((t) => !KEBAB_CASE.test(t.cliId)).map((t) => t.cliId);
    expect(bad, `Rename these cliIds to kebab-case: ${bad.join(', ')}`).toEqual([]);
  });

  it('has a preview image in static/ for every template', () => {
    const missing = templates
      .filter((t) => !staticFileExists(templateImagePath(t)))
      .map((t) => `${t.cliId} (expected static${templateImagePath(t)})`);
    expect(missing, `Draw a preview image for: ${missing.join(', ')}`).toEqual([]);
  });

  it('has page text for every template and for no other', () => {
    const ids = templates.map((t) => t.cliId);
    expect(Object.keys(templateDetails).filter((id) => !ids.includes(id)), 'entries of templateDetails.ts without a template').toEqual([]);
    expect(ids.filter((id) => !(id in templateDetails)), 'templates without an entry in templateDetails.ts').toEqual([]);
    expect(() => templateDetailsFor('no-such-template')).toThrow(/no-such-template/);
  });

  it('keeps summaries to one short line and descriptions readable', () => {
    const problems: string[] = [];
    for (const t of withDetails) {
      if (t.summary.length > SUMMARY_MAX) {
        problems.push(`${t.cliId}: summary is ${t.summary.length} characters, limit ${SUMMARY_MAX}`);
      }
      if (t.description.length > DESCRIPTION_MAX) {
        problems.push(
          `${t.cliId}: description is ${t.description.length} characters, limit ${DESCRIPTION_MAX}`,
        );
      }
      if (t.summary.trim() === '' || t.description.trim() === '')
        problems.push(`${t.cliId}: write a summary and a description`);
      if (t.description.includes(t.summary))
        problems.push(`${t.cliId}: the description repeats the summary word for word`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('writes a different description for every template', () => {
    const repeated = duplicates(withDetails.map((t) => t.description));
    expect(repeated, 'Two templates share a description; write one for each').toEqual([]);
  });

  it('only uses create-video flags that exist', () => {
    const known = new Set<string>(createVideoFlags);
    const bad = templates.filter((t) => t.cliFlag !== null && !known.has(t.cliFlag));
    expect(
      bad.map((t) => `${t.cliId}: --${t.cliFlag}`),
      'create-video does not know these flags; set cliFlag to null to show a git clone command',
    ).toEqual([]);
  });

  // create-video (a dev dependency at the version the docs describe) is the source of truth for
  // which repository a flag scaffolds; the paid Editor Starter is handled by the CLI separately.
  it('knows the flags create-video offers, and each flag scaffolds the repository the page names', () => {
    const featured = CreateVideoInternals.FEATURED_TEMPLATES;
    expect(createVideoFlags.filter((flag) => flag !== 'editor-starter')).toEqual(featured.map((t) => t.cliId));
    const mismatched = templates.flatMap((t) => {
      const listed = featured.find((f) => f.cliId === t.cliFlag);
      if (!listed || (listed.org === t.org && listed.repoName === t.repoName)) return [];
      return [`${t.cliId}: --${t.cliFlag} scaffolds ${listed.org}/${listed.repoName}, the record says ${t.org}/${t.repoName}`];
    });
    expect(mismatched, mismatched.join('\n')).toEqual([]);
    const missing = featured.filter((f) => !templates.some((t) => t.cliFlag === f.cliId && t.cliId === f.cliId));
    expect(missing.map((f) => f.cliId), 'create-video templates without a page of the same cliId').toEqual([]);
  });

  it('lists related docs that are in the docs plan', () => {
    const unknown = withDetails.flatMap((t) =>
      t.relatedDocIds.filter((id) => !(id in planDocs)).map((id) => `${t.cliId}: ${id}`),
    );
    expect(unknown, `Not a doc id in config/docs-plan.json: ${unknown.join(', ')}`).toEqual([]);
  });

  it('puts every template in a known category', () => {
    for (const t of templates) expect(templateCategories).toHaveProperty(t.category);
  });

  it('builds commands and links from the record', () => {
    const hello = templates.find((t) => t.cliId === 'hello-world');
    const tts = templates.find((t) => t.cliId === 'tts');
    expect(hello && templateCommand(hello)).toBe('npx create-video@latest --hello-world');
    expect(hello && templateRepoUrl(hello)).toBe('https://github.com/remotion-dev/template-helloworld');
    expect(tts && templateCommand(tts)).toBe(
      'git clone https://github.com/FelippeChemello/Remotion-TTS-Example.git',
    );
  });
});
