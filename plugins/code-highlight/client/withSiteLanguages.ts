/**
 * What the theme's CodeBlock gets for `prism-react-renderer` (see ../index.ts): the stand-in, with
 * the languages of `prism.additionalLanguages` added by the theme's own `prism-include-languages`.
 * The theme calls that from a client module, which put Prism into main.js on every page; here it
 * runs when a page with a code block loads its CodeBlock.
 */
import prismIncludeLanguages from '@theme/prism-include-languages';
import {Prism} from './highlight';

prismIncludeLanguages(Prism);

export * from './highlight';
