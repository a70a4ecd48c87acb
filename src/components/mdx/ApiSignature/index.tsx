import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {AvailableFrom, Deprecated} from '../VersionBadge';
import {ParamRows, readParams} from '../ParamTable';
import styles from './styles.module.css';

type Props = {
  /**
   * The call shape, shown highlighted but never compiled (so it needs no imports):
   * "interpolate(input, inputRange, outputRange, options?): number".
   */
  code: string;
  /** Release that added the API, like "2.0.0". */
  since?: string;
  /** Marks the API deprecated; a version string says since when. */
  deprecated?: boolean | string;
  /** <Param> elements for the arguments; rendered as a parameter table under the signature. */
  children?: ReactNode;
};

/** An API's signature, its version badges and the table of its parameters. */
export default function ApiSignature({code, since, deprecated, children}: Props): ReactNode {
  if (!code?.trim()) throw new Error('<ApiSignature> needs a `code` string.');
  const params = readParams(children, `<ApiSignature code="${code}">`);
  return (
    <div className={styles.signature}>
      {since || deprecated ? (
        <div className={styles.badges}>
          {since ? <AvailableFrom v={since} /> : null}
          {deprecated ? <Deprecated since={typeof deprecated === 'string' ? deprecated : undefined} /> : null}
        </div>
      ) : null}
      <CodeBlock language="ts">{code.trim()}</CodeBlock>
      {params.length > 0 ? <ParamRows params={params} caption="Parameters" /> : null}
    </div>
  );
}
