/**
 * Prism with the grammars this site's code blocks use, plus the extras prism-react-renderer
 * applies to them (regex, js-extras, css-extras), so blocks look as they did. The ones named in
 * `prism.additionalLanguages` (docusaurus.config.ts) are added by the theme on top.
 */
import './prismGlobal';
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-css';
import 'prismjs/components/prism-css-extras';
import 'prismjs/components/prism-regex';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
// Order matters: a grammar copies the ones it extends when it loads. As in prism-react-renderer,
// TypeScript extends plain JavaScript, while JSX and TSX get the js-extras tokens.
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-js-extras';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-tsx';

export default Prism;
