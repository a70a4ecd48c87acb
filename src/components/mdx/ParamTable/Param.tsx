import type {ReactNode} from 'react';

export type ParamProps = {
  /** Parameter, prop or option name, as written in code. */
  name: string;
  /** TypeScript type, as written in code: "number", "'clamp' | 'extend'". */
  type: string;
  /** Default value as code ("30", "'clamp'"); leave out when there is none. */
  default?: string;
  required?: boolean;
  /** Release that added it, like "4.0.120". */
  since?: string;
  /** Marks it deprecated; a version string says since when. */
  deprecated?: boolean | string;
  /** The description, in Markdown. */
  children?: ReactNode;
};

/**
 * One row of a <ParamTable> or <ApiSignature>. It renders nothing by itself: the table reads
 * its props, so the row layout lives in one place.
 */
export default function Param(_props: ParamProps): ReactNode {
  return null;
}
