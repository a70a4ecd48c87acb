// Wrapped to give code the build did not highlight a place to wait for Prism (plugins/code-highlight).
import React, {Suspense, type ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof CodeBlockType>;

/**
 * Blocks in MDX pages (fenced code, <ApiSignature>, <PackageManagerTabs>) arrive highlighted
 * from the build and render at once. Anything else makes the theme's Highlight load Prism and
 * suspend; until it is in, the code shows as plain text in the same place.
 */
export default function CodeBlockWrapper(props: Props): ReactNode {
  const plain = typeof props.children === 'string' ? props.children.replace(/\r?\n$/, '') : props.children;
  return (
    <Suspense
      fallback={
        <pre className={styles.pending}>
          <code>{plain}</code>
        </pre>
      }>
      <CodeBlock {...props} />
    </Suspense>
  );
}
