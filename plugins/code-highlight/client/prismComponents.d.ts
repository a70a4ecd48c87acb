// Prism's core and language files: the core exports the Prism object, a language file only registers itself.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
declare module 'prismjs/components/*';
