/**
 * The code for the current settings, in the theme's CodeBlock (copy button, the site's Prism
 * theme) without Prism: ./highlight.ts tokenizes the generated code and registers the tokens
 * with plugins/code-highlight, whose Highlight then renders them as it does the build's.
 */
import React, {useMemo} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {registerTokens} from '../../../../lib/codeTokens';
import {lexCode, packLines} from './highlight';

const LANGUAGE = 'tsx';

export default function CodePanel({code, label}: {code: string; label: string}) {
  // Registered before the CodeBlock below renders this exact code: Highlight finds it by text.
  useMemo(() => registerTokens([[LANGUAGE, packLines(lexCode(code))]]), [code]);
  return (
    <div className="lp-code" role="group" aria-label={label} data-testid="live-preview-code">
      <CodeBlock language={LANGUAGE}>{code}</CodeBlock>
    </div>
  );
}
