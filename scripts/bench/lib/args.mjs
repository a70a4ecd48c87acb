// @ts-check
/** Command-line flags of `npm run bench`. */

/** Every section the bench knows, in the order it runs them. */
export const SECTIONS = /** @type {const} */ (['build', 'dev', 'bytes', 'chunks', 'lighthouse', 'nav', 'search']);

/** @typedef {typeof SECTIONS[number]} Section */

/**
 * @typedef {object} BenchOptions
 * @property {Set<Section>} only  sections to run
 * @property {number} runs  repetitions of builds, dev server starts, Lighthouse runs and keystroke-latency runs
 * @property {boolean} quick
 * @property {number} navClicks  client-side navigations timed
 * @property {string} workDir  scratch folder: site copies, builds, logs
 * @property {string} out  JSON result file
 * @property {number | null} baselinePages  docs page count of the baseline (default: same as ours)
 * @property {boolean} reuse  reuse builds left in workDir by an earlier run instead of building
 * @property {string | null} site  site folder to measure (default: this checkout)
 * @property {boolean} fillPlan  give the copy a generated page for every planned doc not written yet
 * @property {boolean} help
 */

export const USAGE = `Usage: node scripts/bench/index.mjs [options]

  --only <list>          comma-separated sections: ${SECTIONS.join(',')} (default: all)
  --quick                1 run of each build, dev start, Lighthouse run and keystroke-latency run instead of 3
  --runs <n>             number of runs (overrides --quick)
  --nav-clicks <n>       client-side navigations timed (default 10)
  --baseline-pages <n>   docs pages in the plain baseline (default: as many as docs/ has)
  --work-dir <dir>       scratch folder (default /tmp/bench); never the site's own build/
  --out <file>           JSON result file, relative to the repository (default bench-results/bench.json)
  --reuse                reuse the site copies and builds in --work-dir when no build section runs
  --site <dir>           measure another copy of the site (default: this checkout's working tree)
  --fill-plan            measure at the planned size: in the copy, every doc of config/docs-plan.json
                         that is not written yet gets a generated page (the baseline grows to match)
  --help                 this text

Timings depend on the machine's load: compare a site with the baseline built in the same run.`;

/**
 * @param {readonly string[]} argv  arguments after the script name
 * @returns {BenchOptions}
 */
export function parseArgs(argv) {
  /** @type {BenchOptions} */
  const options = {
    only: new Set(SECTIONS),
    runs: 3,
    quick: false,
    navClicks: 10,
    workDir: '/tmp/bench',
    out: 'bench-results/bench.json',
    baselinePages: null,
    reuse: false,
    site: null,
    fillPlan: false,
    help: false,
  };
  let explicitRuns = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = /** @type {string} */ (argv[i]);
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => {
      if (inline !== undefined) return inline;
      const next = argv[++i];
      if (next === undefined || next.startsWith('--')) throw new Error(`${flag} needs a value`);
      return next;
    };
    switch (flag) {
      case '--only':
        options.only = parseSections(value());
        break;
      case '--quick':
        options.quick = true;
        break;
      case '--runs':
        explicitRuns = positiveInt(flag, value());
        break;
      case '--nav-clicks':
        options.navClicks = positiveInt(flag, value());
        break;
      case '--baseline-pages':
        options.baselinePages = positiveInt(flag, value());
        break;
      case '--work-dir':
        options.workDir = value();
        break;
      case '--out':
        options.out = value();
        break;
      case '--site':
        options.site = value();
        break;
      case '--fill-plan':
        options.fillPlan = true;
        break;
      case '--reuse':
        options.reuse = true;
        break;
      case '--help':
      case '-h':
        options.help = true;
        break;
      default:
        throw new Error(`Unknown option ${arg}\n\n${USAGE}`);
    }
  }
  options.runs = explicitRuns ?? (options.quick ? 1 : 3);
  return options;
}

/**
 * @param {string} list
 * @returns {Set<Section>}
 */
function parseSections(list) {
  const names = list.split(',').map((s) => s.trim()).filter(Boolean);
  if (names.length === 0) throw new Error('--only needs at least one section');
  /** @type {Set<Section>} */
  const sections = new Set();
  for (const name of names) {
    const section = SECTIONS.find((s) => s === name);
    if (!section) throw new Error(`Unknown section "${name}" in --only; known: ${SECTIONS.join(', ')}`);
    sections.add(section);
  }
  return sections;
}

/**
 * @param {string} flag
 * @param {string} raw
 */
function positiveInt(flag, raw) {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} needs a positive whole number, got "${raw}"`);
  return n;
}
