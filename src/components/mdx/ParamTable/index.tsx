import React, {Children, isValidElement, type ReactElement, type ReactNode} from 'react';
import {AvailableFrom, Deprecated} from '../VersionBadge';
import Param, {type ParamProps} from './Param';
import styles from './styles.module.css';

export {Param};

/**
 * The <Param> elements among the children. MDX wraps a one-line `<Param>...</Param>` in a
 * paragraph, so wrappers are searched too.
 */
function findParams(children: ReactNode): ReactElement<ParamProps>[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<{children?: ReactNode}>(child)) return [];
    if (child.type === Param) return [child as ReactElement<ParamProps>];
    return findParams(child.props.children);
  });
}

/** The <Param> children, validated: a row without a name or a type stops the build. */
export function readParams(children: ReactNode, where: string): ParamProps[] {
  return findParams(children)
    .map((child) => {
      const {name, type} = child.props;
      if (!name || !type) {
        throw new Error(`${where}: every <Param> needs a name and a type (got name="${name ?? ''}").`);
      }
      return child.props;
    });
}

function Row({name, type, default: defaultValue, required, since, deprecated, children}: ParamProps) {
  return (
    <tr id={`param-${name}`}>
      <td>
        <code>{name}</code>
        {required ? <span className={styles.required}>required</span> : null}
        {since ? <AvailableFrom v={since} /> : null}
        {deprecated ? <Deprecated since={typeof deprecated === 'string' ? deprecated : undefined} /> : null}
      </td>
      <td>
        <code>{type}</code>
      </td>
      <td>{defaultValue !== undefined ? <code>{defaultValue}</code> : <span aria-label="none">–</span>}</td>
      <td className={styles.description}>{children}</td>
    </tr>
  );
}

type Props = {
  /** <Param> elements, one per parameter, prop or option. */
  children: ReactNode;
  /** Caption read by screen readers and shown above the table, e.g. "Options". */
  caption?: string;
};

/** A typed parameter table: name, type, default, required, since, description. */
export default function ParamTable({children, caption}: Props): ReactNode {
  const params = readParams(children, '<ParamTable>');
  if (params.length === 0) throw new Error('<ParamTable> needs at least one <Param> child.');
  return <ParamRows params={params} caption={caption} />;
}

export function ParamRows({params, caption}: {params: ParamProps[]; caption?: string}): ReactNode {
  return (
    // In the tab order like markdown tables (src/components/mdx/Table): on narrow screens the
    // table scrolls sideways, which a keyboard user can only do when it can take focus.
    <table className={styles.table} tabIndex={0}>
      {caption ? <caption className={styles.caption}>{caption}</caption> : null}
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Type</th>
          <th scope="col">Default</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {params.map((p) => (
          <Row key={p.name} {...p} />
        ))}
      </tbody>
    </table>
  );
}
