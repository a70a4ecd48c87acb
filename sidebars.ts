import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import plan from './config/docs-plan.json';
import {buildSidebars, type DocsPlan} from './config/sidebar-plan';

// mainSidebar, apiSidebar, editorStarterSidebar and recorderSidebar, in plan order.
const sidebars: SidebarsConfig = buildSidebars(plan as DocsPlan, path.join(__dirname, 'docs'));

export default sidebars;
