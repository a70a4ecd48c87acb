// Wraps the theme's MDX registry to add the authoring kit (src/components/mdx): one place that
// lists every component a page can use without importing it.
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import PackageManagerTabs from '@site/src/components/mdx/PackageManagerTabs';
import ApiSignature from '@site/src/components/mdx/ApiSignature';
import ParamTable, {Param} from '@site/src/components/mdx/ParamTable';
import {AvailableFrom, Deprecated} from '@site/src/components/mdx/VersionBadge';
import DocLink from '@site/src/components/mdx/DocLink';
import LivePreview from '@site/src/components/mdx/LivePreview';
import Table from '@site/src/components/mdx/Table';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  PackageManagerTabs,
  ApiSignature,
  ParamTable,
  Param,
  AvailableFrom,
  Deprecated,
  DocLink,
  LivePreview,
  table: Table,
};
