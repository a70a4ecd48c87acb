// Memoised (issue 9): a code block renders again after hydration (its word-wrap state, the colour
// mode), and every line and token with it; a line now renders again only when its tokens or the
// functions that style them (the theme, plugins/code-highlight/client/highlight.tsx) change.
import {memo} from 'react';
import Line from '@theme-original/CodeBlock/Line';

export default memo(Line);
