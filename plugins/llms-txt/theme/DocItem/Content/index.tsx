// Wraps the doc body to put the "Copy page" action above the title. `@theme-init`: the theme's own
// component (`@theme-original` here would be this file; the site can still wrap this one).
import React, {type ReactNode} from 'react';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPageButton from '@theme/CopyPageButton';
import {markdownPathFor} from '../../../markdownUrl';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <CopyPageButton markdownUrl={markdownPathFor(metadata.permalink)} />
      <Content {...props} />
    </>
  );
}
