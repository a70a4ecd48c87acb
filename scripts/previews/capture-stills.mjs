#!/usr/bin/env node
// Captures the still frames of the live previews whose picture the server cannot render: those
// drawn by a WebGL shader (<LightLeak>, <Starburst> and their effects, the shader presentations
// of @remotion/transitions) and the @remotion/rough-notation annotations, which measure the
// text in the browser before generating their strokes. It serves a build, opens each
// preview in Chromium with reduced motion (so the Player rests on the still's frame at the
// default settings), and saves the Player's frame as a JPEG in static/img/previews/, which the kind names.
// Run it after a build whenever such a preview's defaults, scene or package version change,
// then build again so the new image is copied into the build.
// Usage: node scripts/previews/capture-stills.mjs [--dir build] [--port 3298] [--only <of prefix>]
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const {values: flags} = parseArgs({
  options: {dir: {type: 'string', default: 'build'}, port: {type: 'string', default: '3298'}, only: {type: 'string', default: ''}},
});
const dir = flags.dir;
const port = Number(flags.port);
const only = flags.only;
const base = `http://127.0.0.1:${port}`;
const STILLS = path.join(root, 'static/img/previews');
/** What each image shows (settings, package version), for the unit test that spots a stale image. */
const RECORD = path.join(root, 'src/components/mdx/LivePreview/kinds/stills/captured.json');

/** The previews with a captured still: the page that shows one, and the file its kind imports. */
const TARGETS = [
  {of: 'light-leak/component', page: '/docs/light-leaks/light-leak', file: 'light-leak-component.jpg', package: '@remotion/light-leaks'},
  {of: 'light-leak/effect', page: '/docs/light-leaks', file: 'light-leak-effect.jpg', package: '@remotion/light-leaks'},
  {of: 'starburst/component', page: '/docs/starburst/starburst', file: 'starburst-component.jpg', package: '@remotion/starburst'},
  {of: 'starburst/effect', page: '/docs/starburst', file: 'starburst-effect.jpg', package: '@remotion/starburst'},
  ...['blur-slide', 'book-flip', 'cross-zoom', 'crosswarp', 'dissolve', 'dreamy-zoom', 'film-burn', 'linear-blur', 'ripple', 'swap', 'zoom-blur'].map((name) => ({
    of: `shader-presentation/${name}`,
    page: `/docs/transitions/presentations/${name}`,
    file: `shader-${name}.jpg`,
    package: '@remotion/transitions',
    // The scenes are drawn through the HTML-in-canvas API, which Chromium offers only behind this flag.
    flags: ['--enable-features=CanvasDrawElement'],
  })),
  ...['highlight', 'underline', 'strike-through', 'crossed-off', 'box', 'bracket', 'circle'].map((name) => ({
    of: `rough-notation/${name}`,
    page: `/docs/rough-notation/${name}`,
    file: `rough-notation-${name}.jpg`,
    package: '@remotion/rough-notation',
    // The mark is SVG paths next to the text, generated once the text has been measured.
    ready: '[data-testid="live-preview-annotation"] svg path',
  })),
].filter((target) => target.of.startsWith(only));

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${base}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`capture-stills: the build server on ${base} did not answer`);
}

const server = spawn(process.execPath, [path.join(root, 'scripts/serve-build.mjs'), '--port', String(port), '--dir', dir], {stdio: 'inherit'});
/** One browser per set of extra flags, launched when first needed. */
const browsers = new Map();
async function pageWith(flags = []) {
  const key = flags.join(' ');
  if (!browsers.has(key)) {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', ...flags],
    });
    const context = await browser.newContext({reducedMotion: 'reduce', viewport: {width: 1280, height: 900}, deviceScaleFactor: 1});
    const page = await context.newPage();
    // Without a GPU, Chromium runs WebGL in software: linearBlur()'s 800 texture reads a pixel
    // take seconds a frame, so waits get minutes.
    if (flags.length) page.setDefaultTimeout(180_000);
    page.on('pageerror', (error) => errors.push(error.message));
    browsers.set(key, {browser, page});
  }
  return browsers.get(key).page;
}
const errors = [];
try {
  await waitForServer();
  const record = fs.existsSync(RECORD) ? JSON.parse(fs.readFileSync(RECORD, 'utf8')) : {};
  for (const {of, page: url, file, package: name, flags, ready = 'canvas'} of TARGETS) {
    const page = await pageWith(flags);
    await page.goto(base + url);
    const preview = page.locator(`.lp-root[data-of="${of}"]`);
    // Scrolled without waiting for the box to hold still: the live preview replaces it as it loads.
    await preview.evaluate((element) => element.scrollIntoView({block: 'center'}));
    await preview.locator('figure[data-hydrated="true"]').waitFor();
    await preview.locator('[data-testid="live-preview-still"]').waitFor({state: 'detached'});
    await preview.locator(`.lp-frame ${ready}`).first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    // The frame at the composition's own size (scale 1), lifted out of the page so that nothing
    // (the code beside it, the sticky navbar) is painted over it, and without the Player's controls.
    await preview.locator('.lp-frame').evaluate((frame) => {
      Object.assign(frame.style, {position: 'fixed', left: '0', top: '0', width: '640px', height: '360px', borderRadius: '0', zIndex: '2147483647'});
    });
    const composition = preview.locator('.lp-frame .__remotion-player');
    await composition.evaluate((element) => {
      const outer = element.parentElement;
      for (const sibling of outer.parentElement.children) if (sibling !== outer) sibling.style.visibility = 'hidden';
    });
    await page.waitForFunction(
      (element) => {
        const box = element.getBoundingClientRect();
        return Math.round(box.width) === 640 && Math.round(box.height) === 360;
      },
      await composition.elementHandle(),
    );
    const onTop = await composition.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    if (!onTop) throw new Error(`capture-stills: something covers the frame of ${of}`);
    if (flags) {
      // The shader presentations draw after the browser's paint event, into a 2D canvas of the
      // frame's size: wait until that canvas has pixels at 640×360.
      await page.waitForFunction(
        (element) =>
          [...element.querySelectorAll('canvas')].some((canvas) => {
            if (canvas.style.pointerEvents !== 'none' || canvas.width !== 640 || canvas.height !== 360) return false;
            return canvas.getContext('2d').getImageData(320, 180, 1, 1).data[3] > 0;
          }),
        await composition.elementHandle(),
      );
    }
    // Two painted frames, so that the shader has drawn at the new size.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const target = path.join(STILLS, file);
    await composition.screenshot({path: target, type: 'jpeg', quality: 82});
    // The settings as the controls show them, untouched: the preview's defaults.
    const settings = await preview.locator('.lp-controls').evaluate((fieldset) =>
      Object.fromEntries(
        [...fieldset.querySelectorAll('[data-testid^="live-preview-control-"]')].map((input) => [
          input.dataset.testid.slice('live-preview-control-'.length),
          input.type === 'checkbox' ? String(input.checked) : input.value,
        ]),
      ),
    );
    const {version} = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'));
    record[of] = {file, package: name, version, settings};
    console.log(`capture-stills: ${of} -> ${path.relative(root, target)} (${fs.statSync(target).size} bytes)`);
  }
  fs.writeFileSync(RECORD, `${JSON.stringify(record, null, 2)}\n`);
  if (errors.length) throw new Error(`capture-stills: errors on the page:\n${errors.join('\n')}`);
} finally {
  for (const {browser} of browsers.values()) await browser.close();
  server.kill();
}
