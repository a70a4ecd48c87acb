// The navbar's search comes from the local-search plugin. Shadowed here, not in the plugin's theme:
// the plugin's DocSearchBar reaches theme-search-algolia's SearchBar as `@theme-original/SearchBar`,
// which would be the plugin's own file if its theme had a SearchBar (and `@theme-init/SearchBar` is
// theme-classic's empty placeholder). See the README's Layout section.
export {default} from '@theme/NavbarSearch';
