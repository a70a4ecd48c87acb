/**
 * Prism with every grammar the site's code blocks use: the ones in ./prism.ts and the languages of
 * `prism.additionalLanguages`, added by the theme's own `prism-include-languages` (the theme runs
 * it from a client module, which put Prism in main.js; see ../index.ts). Loaded on demand by
 * ./highlight.tsx, only for code the build did not highlight.
 */
import prismIncludeLanguages from '@theme/prism-include-languages';
import Prism from './prism';

prismIncludeLanguages(Prism);

export default Prism;
