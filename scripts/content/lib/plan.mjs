// @ts-check
/**
 * The docs plan (config/docs-plan.json) lists every planned doc and the four sidebars. The
 * sidebars show only written pages (config/sidebar-plan.ts), so a missing page is not an error
 * yet: it is counted. A sidebar entry whose id the plan does not define is an error.
 */
import fs from 'node:fs';

/**
 * @typedef {{type: 'doc', id: string, label?: string}
 *   | {type: 'separator'}
 *   | {type: 'link', label: string, href: string}
 *   | {type: 'category', label: string, link?: string, collapsed?: boolean, items: PlanItem[]}} PlanItem
 *
 * @typedef {object} DocsPlan
 * @property {Record<string, string>} [landing]
 * @property {Record<string, readonly PlanItem[]>} sidebars
 * @property {Record<string, {title: string, path: string, sidebar: string | null}>} docs
 *
 * @typedef {object} SidebarReport
 * @property {string} name
 * @property {number} planned
 * @property {number} written
 * @property {string[]} missing
 *
 * @typedef {object} PlanReport
 * @property {SidebarReport[]} sidebars
 * @property {number} planned  docs in the plan
 * @property {number} written  planned docs that exist
 * @property {string[]} unresolved  sidebar ids the plan does not define
 * @property {string[]} unplanned  written docs the plan does not list
 */

/** @param {string} file */
export function readPlan(file) {
  if (!fs.existsSync(file)) return null;
  return /** @type {DocsPlan} */ (JSON.parse(fs.readFileSync(file, 'utf8')));
}

/**
 * @param {readonly PlanItem[]} items
 * @returns {string[]}
 */
export function sidebarDocIds(items) {
  /** @type {string[]} */
  const ids = [];
  for (const item of items) {
    if (item.type === 'doc') ids.push(item.id);
    else if (item.type === 'category') {
      if (item.link) ids.push(item.link);
      ids.push(...sidebarDocIds(item.items));
    }
  }
  return [...new Set(ids)];
}

/**
 * @param {DocsPlan} plan
 * @param {Set<string>} writtenIds
 * @returns {PlanReport}
 */
export function planReport(plan, writtenIds) {
  const unresolved = new Set();
  const sidebars = Object.entries(plan.sidebars).map(([name, items]) => {
    const ids = sidebarDocIds(items);
    for (const id of ids) if (!(id in plan.docs)) unresolved.add(id);
    const missing = ids.filter((id) => !writtenIds.has(id));
    return {name, planned: ids.length, written: ids.length - missing.length, missing};
  });
  const planned = Object.keys(plan.docs);
  return {
    sidebars,
    planned: planned.length,
    written: planned.filter((id) => writtenIds.has(id)).length,
    unresolved: [...unresolved],
    unplanned: [...writtenIds].filter((id) => !(id in plan.docs)).sort(),
  };
}
