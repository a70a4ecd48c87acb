import {expect, test, watchPageProblems} from './fixtures';
import {seriousViolations} from './axe';
import type {Browser, BrowserType, LaunchOptions, Locator, Page} from '@playwright/test';

/**
 * Live previews (<LivePreview>, src/components/mdx/LivePreview): the still frame is in the
 * server HTML, the preview hydrates when scrolled near, the Player replaces the still, a changed
 * setting changes the frame and the code, reduced motion means no autoplay, and the controls are
 * labelled and reachable from the keyboard. One preview of each kind is driven.
 */

/** A string of Prism's own setup, in no other module (as in code-blocks.spec.ts). */
const PRISM_FINGERPRINT = 'disableWorkerMessageHandler';

const KINDS = [
  {kind: 'shape', path: '/docs/shapes/star', of: 'shape/star'},
  {kind: 'presentation', path: '/docs/transitions/presentations/slide', of: 'presentation/slide'},
  {kind: 'timing', path: '/docs/transitions/timings/springtiming', of: 'timing/spring'},
  {kind: 'motion', path: '/docs/interpolate', of: 'motion/interpolate'},
  {kind: 'noise', path: '/docs/noise/noise-2d', of: 'noise/noise2D'},
  {kind: 'path', path: '/docs/paths/warp-path', of: 'path/warp-path'},
  {kind: 'motion-blur', path: '/docs/motion-blur/trail', of: 'motion-blur/trail'},
  {kind: 'light-leak', path: '/docs/light-leaks/light-leak', of: 'light-leak/component'},
  {kind: 'light-leak', path: '/docs/light-leaks', of: 'light-leak/effect'},
  {kind: 'starburst', path: '/docs/starburst/starburst', of: 'starburst/component'},
  {kind: 'starburst', path: '/docs/starburst', of: 'starburst/effect'},
  {kind: 'shader-presentation', path: '/docs/transitions/presentations/dissolve', of: 'shader-presentation/dissolve'},
  {kind: 'rough-notation', path: '/docs/rough-notation/circle', of: 'rough-notation/circle'},
] as const;

const preview = (page: Page, of: string): Locator => page.locator(`.lp-root[data-of="${of}"]`);

/** Scrolls the preview in, waits until it has hydrated and the Player has replaced the still. */
async function openPreview(page: Page, of: string, timeout?: number): Promise<Locator> {
  const root = preview(page, of);
  // A preview near the top of the page may swap its server markup for the live one while this
  // scrolls, detaching the element: scroll again until it holds.
  await expect(async () => {
    await root.scrollIntoViewIfNeeded({timeout: 2_000});
  }).toPass({timeout});
  await expect(root.locator('figure[data-hydrated="true"]')).toBeVisible({timeout});
  await expect(root.getByTestId('live-preview-still')).toHaveCount(0, {timeout});
  await expect(root.getByTestId('live-preview-toggle')).toBeEnabled({timeout});
  return root;
}

/** Waits for the browser to paint `count` frames (no fixed sleep). */
async function animationFrames(page: Page, count: number): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        let seen = 0;
        const tick = () => (++seen >= n ? resolve() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
    count,
  );
}

test.describe('server HTML', () => {
  for (const {kind, path, of} of KINDS) {
    test(`${of}: the still frame, the controls and the code are in the HTML`, async ({request}) => {
      const html = await (await request.get(path)).text();
      // The build minifies the HTML: attribute quotes are optional.
      const start = html.search(new RegExp(`data-of="?${of}`));
      expect(start, `no preview ${of} in ${path}`).toBeGreaterThan(-1);
      const markup = html.slice(start, start + 60_000);
      expect(markup).toMatch(/data-testid="?live-preview-still\b/);
      expect(markup).toMatch(/<svg[^>]*viewBox="0 0 640 360"/);
      expect(markup).toMatch(/data-testid="?live-preview-description/);
      expect(markup).toMatch(/<fieldset[^>]*disabled/);
      expect(markup).toMatch(/data-testid="?live-preview-code/);
      // In place, not moved out into a hidden element for a script to reveal.
      expect(html.slice(0, start)).not.toMatch(/<template id="?B:/);
      expect(markup).not.toMatch(/<div hidden id="?S:/);
      if (kind === 'shape') expect(markup).toMatch(/<path d="?M[^>]*data-testid="?live-preview-still-path/);
      if (kind === 'presentation') expect(markup).toContain('<foreignObject');
      if (kind === 'timing' || kind === 'motion') expect(markup).toMatch(/data-testid="?live-preview-curve/);
      // The copies <Trail> draws, as SVG: the ball and its delayed, fading copies.
      if (kind === 'motion-blur') expect(markup).toMatch(/data-testid="?live-preview-copies(?:(?!<\/svg>)[\s\S])*<circle(?:(?!<\/svg>)[\s\S])*<circle/);
      // A WebGL picture, or a mark fitted to text measured in the browser, cannot be drawn on
      // the server: the still is a captured frame. (A JPEG under the bundler's inlining limit
      // arrives as a data: URL.)
      if (kind === 'light-leak' || kind === 'starburst' || kind === 'shader-presentation' || kind === 'rough-notation') expect(markup).toMatch(/<img[^>]*src="?(?:data:image\/jpeg;base64,|[^"\s>]+\.jpg)[^>]*data-testid="?live-preview-captured-still/);
    });
  }

  test('without JavaScript the still frame is shown, sized like the video', async ({browser, baseURL}) => {
    const context = await browser.newContext({javaScriptEnabled: false, baseURL});
    const page = await context.newPage();
    await page.goto('/docs/shapes/star');
    const still = preview(page, 'shape/star').getByTestId('live-preview-still').locator('svg');
    await still.scrollIntoViewIfNeeded();
    await expect(still).toBeVisible();
    const box = (await still.boundingBox())!;
    expect(box.width).toBeGreaterThan(200);
    expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
    await expect(preview(page, 'shape/star').getByTestId('live-preview-still-path')).toHaveAttribute('d', /^M/);
    await context.close();
  });

  test('without JavaScript a WebGL or rough-notation preview shows its captured frame', async ({browser, baseURL}) => {
    const context = await browser.newContext({javaScriptEnabled: false, baseURL});
    const page = await context.newPage();
    for (const [path, of] of [
      ['/docs/starburst/starburst', 'starburst/component'],
      ['/docs/rough-notation/underline', 'rough-notation/underline'],
    ] as const) {
      await page.goto(path);
      const image = preview(page, of).getByTestId('live-preview-captured-still');
      await image.scrollIntoViewIfNeeded();
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(640);
    }
    await context.close();
  });
});

test.describe('changing a setting changes the frame', () => {
  // Reduced motion: the Player stays on the still's frame, so two screenshots differ only by the setting.
  test.use({contextOptions: {reducedMotion: 'reduce'}});

  test('shape: the star gains points', async ({page}) => {
    const problems = watchPageProblems(page);
    await page.goto('/docs/shapes/star');
    const root = await openPreview(page, 'shape/star');
    const frame = root.getByTestId('live-preview-frame');
    const path = frame.getByTestId('live-preview-shape');
    const before = {d: await path.getAttribute('d'), shot: await frame.screenshot()};
    await root.getByRole('slider', {name: 'points'}).fill('9');
    await expect(root.getByTestId('live-preview-code')).toContainText('points={9}');
    await expect.poll(() => path.getAttribute('d')).not.toBe(before.d);
    expect(await frame.screenshot()).not.toEqual(before.shot);
    await expect(root.getByTestId('live-preview-description')).toContainText('points 9');
    expect(problems).toEqual([]);
  });

  test('presentation: the slide comes from another side', async ({page}) => {
    const problems = watchPageProblems(page);
    await page.goto('/docs/transitions/presentations/slide');
    const root = await openPreview(page, 'presentation/slide');
    const frame = root.getByTestId('live-preview-frame');
    const before = await frame.screenshot();
    await root.getByRole('combobox', {name: 'direction'}).selectOption('from-bottom');
    await expect(root.getByTestId('live-preview-code')).toContainText("slide({direction: 'from-bottom'})");
    await expect.poll(async () => (await frame.screenshot()).equals(before)).toBe(false);
    expect(problems).toEqual([]);
  });

  test('timing: lower damping reshapes the plotted curve', async ({page}) => {
    const problems = watchPageProblems(page);
    await page.goto('/docs/transitions/timings/springtiming');
    const root = await openPreview(page, 'timing/spring');
    const frame = root.getByTestId('live-preview-frame');
    const curve = frame.getByTestId('live-preview-curve');
    const before = {d: await curve.getAttribute('d'), shot: await frame.screenshot()};
    await root.getByRole('slider', {name: 'config.damping'}).fill('12');
    await expect(root.getByTestId('live-preview-code')).toContainText('damping: 12');
    await expect.poll(() => curve.getAttribute('d')).not.toBe(before.d);
    expect(await frame.screenshot()).not.toEqual(before.shot);
    expect(problems).toEqual([]);
  });

  test('noise: a higher amplitude moves the dots further', async ({page}) => {
    const problems = watchPageProblems(page);
    await page.goto('/docs/noise/noise-2d');
    const root = await openPreview(page, 'noise/noise2D');
    const frame = root.getByTestId('live-preview-frame');
    const before = await frame.screenshot();
    await root.getByRole('slider', {name: 'amplitude'}).fill('38');
    await expect(root.getByTestId('live-preview-code')).toContainText('38');
    await expect.poll(async () => (await frame.screenshot()).equals(before)).toBe(false);
    expect(problems).toEqual([]);
  });

  test('path: a stronger warp bends the outline', async ({page}) => {
    const problems = watchPageProblems(page);
    await page.goto('/docs/paths/warp-path');
    const root = await openPreview(page, 'path/warp-path');
    const frame = root.getByTestId('live-preview-frame');
    const before = await frame.screenshot();
    await root.getByRole('slider', {name: 'amplitude'}).fill('55');
    await expect(root.getByTestId('live-preview-code')).toContainText('55');
    await expect.poll(async () => (await frame.screenshot()).equals(before)).toBe(false);
    expect(problems).toEqual([]);
  });

  test('motion blur: a longer lag spreads the trail, fewer samples break up the blur', async ({page}) => {
    const problems = watchPageProblems(page);
    await page.goto('/docs/motion-blur/trail');
    const root = await openPreview(page, 'motion-blur/trail');
    const frame = root.getByTestId('live-preview-frame');
    const before = await frame.screenshot();
    await root.getByRole('slider', {name: 'lagInFrames'}).fill('3');
    await expect(root.getByTestId('live-preview-code')).toContainText('<Trail layers={12} lagInFrames={3} trailOpacity={0.8}>');
    await expect.poll(async () => (await frame.screenshot()).equals(before)).toBe(false);

    await page.goto('/docs/motion-blur/camera-motion-blur');
    const camera = await openPreview(page, 'motion-blur/camera-motion-blur');
    const cameraFrame = camera.getByTestId('live-preview-frame');
    const blurred = await cameraFrame.screenshot();
    await camera.getByRole('slider', {name: 'samples'}).fill('2');
    await expect(camera.getByTestId('live-preview-code')).toContainText('<CameraMotionBlur samples={2}>');
    await expect.poll(async () => (await cameraFrame.screenshot()).equals(blurred)).toBe(false);
    expect(problems).toEqual([]);
  });

  test('light leak: another seed or hue changes the leak, as component and as effect', async ({page}) => {
    const problems = watchPageProblems(page);
    await page.goto('/docs/light-leaks/light-leak');
    const root = await openPreview(page, 'light-leak/component');
    const frame = root.getByTestId('live-preview-frame');
    await expect(frame.locator('canvas')).toBeVisible();
    const before = await frame.screenshot();
    await root.getByRole('slider', {name: 'seed'}).fill('7');
    await expect(root.getByTestId('live-preview-code')).toContainText('<LightLeak seed={7} />');
    await expect.poll(async () => (await frame.screenshot()).equals(before)).toBe(false);

    await page.goto('/docs/light-leaks');
    const effect = await openPreview(page, 'light-leak/effect');
    const effectFrame = effect.getByTestId('live-preview-frame');
    await expect(effectFrame.locator('canvas')).toBeVisible();
    const leak = await effectFrame.screenshot();
    await effect.getByRole('slider', {name: 'hueShift'}).fill('180');
    await expect(effect.getByTestId('live-preview-code')).toContainText('lightLeak({hueShift: 180, progress})');
    await expect.poll(async () => (await effectFrame.screenshot()).equals(leak)).toBe(false);
    expect(problems).toEqual([]);
  });

  test('starburst: fewer rays or another origin redraw the pattern, as component and as effect', async ({page}) => {
    const problems = watchPageProblems(page);
    await page.goto('/docs/starburst/starburst');
    const root = await openPreview(page, 'starburst/component');
    const frame = root.getByTestId('live-preview-frame');
    await expect(frame.locator('canvas')).toBeVisible();
    const before = await frame.screenshot();
    await root.getByRole('slider', {name: 'rays'}).fill('6');
    await expect(root.getByTestId('live-preview-code')).toContainText('rays={6}');
    await expect.poll(async () => (await frame.screenshot()).equals(before)).toBe(false);

    await page.goto('/docs/starburst');
    const effect = await openPreview(page, 'starburst/effect');
    const effectFrame = effect.getByTestId('live-preview-frame');
    await expect(effectFrame.locator('canvas')).toBeVisible();
    const rays = await effectFrame.screenshot();
    await effect.getByRole('slider', {name: 'origin[0]'}).fill('0.2');
    await expect(effect.getByTestId('live-preview-code')).toContainText('origin: [0.2, 0.5],');
    await expect.poll(async () => (await effectFrame.screenshot()).equals(rays)).toBe(false);
    expect(problems).toEqual([]);
  });

  test('rough notation: another seed, box mode or color redraws the mark', async ({page}) => {
    const problems = watchPageProblems(page);
    await page.goto('/docs/rough-notation/circle');
    const root = await openPreview(page, 'rough-notation/circle');
    const frame = root.getByTestId('live-preview-frame');
    // The strokes are generated once the package has measured the text: the finished mark is on the still's frame.
    const stroke = frame.getByTestId('live-preview-annotation').locator('svg path').first();
    await expect(stroke).toHaveAttribute('d', /^M/);
    const before = {d: await stroke.getAttribute('d'), shot: await frame.screenshot()};
    await root.getByRole('slider', {name: 'seed'}).fill('7');
    await expect(root.getByTestId('live-preview-code')).toContainText('seed={7}');
    await expect.poll(() => stroke.getAttribute('d')).not.toBe(before.d);
    await expect.poll(async () => (await frame.screenshot()).equals(before.shot)).toBe(false);
    await expect(root.getByTestId('live-preview-description')).toContainText('seed 7');

    const seeded = await frame.screenshot();
    await root.getByRole('combobox', {name: 'box'}).selectOption('inside');
    await expect(root.getByTestId('live-preview-code')).toContainText('box="inside"');
    await expect.poll(async () => (await frame.screenshot()).equals(seeded)).toBe(false);

    await page.goto('/docs/rough-notation/highlight');
    const highlight = await openPreview(page, 'rough-notation/highlight');
    const band = highlight.getByTestId('live-preview-frame').getByTestId('live-preview-annotation').locator('svg path').first();
    await expect(band).toHaveAttribute('stroke', '#fde047');
    await highlight.getByLabel('color').fill('#22c55e');
    await expect(highlight.getByTestId('live-preview-code')).toContainText('color="#22c55e"');
    await expect(band).toHaveAttribute('stroke', '#22c55e');
    expect(problems).toEqual([]);
  });

  test('rough notation: every annotation draws in the Player, and the drawing follows the frame', async ({page}) => {
    const problems = watchPageProblems(page);
    for (const name of ['highlight', 'underline', 'strike-through', 'crossed-off', 'box', 'bracket', 'circle']) {
      await page.goto(`/docs/rough-notation/${name}`);
      const root = await openPreview(page, `rough-notation/${name}`);
      const paths = root.getByTestId('live-preview-frame').getByTestId('live-preview-annotation').locator('svg path');
      await expect(paths.first(), name).toHaveAttribute('d', /^M/);
      // Reduced motion: the Player rests on the last frame, where the whole mark is drawn.
      await expect(root.getByTestId('live-preview-toggle')).toHaveAttribute('data-playing', 'false');
    }
    // At the start of the loop nothing is drawn yet: every stroke is hidden by its dash offset.
    const root = preview(page, 'rough-notation/circle');
    const drawn = () =>
      root.getByTestId('live-preview-annotation').evaluate((scene) =>
        Array.from(scene.querySelectorAll('svg path')).map((path) => Number(path.getAttribute('stroke-dashoffset') ?? 0) === 0),
      );
    expect(await drawn()).toContain(true);
    // The Player's seek bar (its own control, without a name): pressed at its left end, it goes to frame 0.
    const player = root.getByTestId('live-preview-frame');
    await player.hover();
    await player.locator('div[style*="touch-action: none"]').click({position: {x: 1, y: 6}});
    await expect(root.getByTestId('live-preview-status')).toHaveText('Frame 1');
    await expect.poll(drawn).not.toContain(true);
    expect(problems).toEqual([]);
  });

  test('rough notation: every page with a preview passes axe in light and dark', async ({page}) => {
    // Fourteen pages, each loaded, hydrated and checked with axe.
    test.setTimeout(240_000);
    for (const scheme of ['light', 'dark'] as const) {
      // From the first paint, as for a visitor whose system is in that mode.
      await page.emulateMedia({colorScheme: scheme});
      for (const name of ['highlight', 'underline', 'strike-through', 'crossed-off', 'box', 'bracket', 'circle']) {
        await page.goto(`/docs/rough-notation/${name}`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        const root = await openPreview(page, `rough-notation/${name}`);
        await expect(root.getByRole('slider', {name: 'drawing time (frames)'})).toBeEnabled();
        expect(await seriousViolations(page), `${name}, ${scheme}`).toEqual([]);
      }
    }
  });

  test('interpolate and spring: options change the curve, and the code follows without Prism', async ({page}) => {
    const problems = watchPageProblems(page);
    const prism: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      if ((await response.text().catch(() => '')).includes(PRISM_FINGERPRINT)) prism.push(response.url());
    });
    await page.goto('/docs/interpolate');
    const root = await openPreview(page, 'motion/interpolate');
    const curve = root.getByTestId('live-preview-frame').getByTestId('live-preview-curve');
    const before = await curve.getAttribute('d');
    await root.getByRole('combobox', {name: 'extrapolateLeft'}).selectOption('clamp');
    await expect.poll(() => curve.getAttribute('d')).not.toBe(before);
    const code = root.getByTestId('live-preview-code');
    await expect(code).toContainText("{extrapolateLeft: 'clamp'}");
    // The generated code is highlighted with the site's token classes.
    await expect(code.locator('.token.string', {hasText: "'clamp'"})).toHaveCount(1);

    await page.goto('/docs/spring');
    const spring = await openPreview(page, 'motion/spring');
    const springCurve = spring.getByTestId('live-preview-frame').getByTestId('live-preview-curve');
    const springBefore = await springCurve.getAttribute('d');
    await spring.getByRole('slider', {name: 'damping'}).fill('3');
    await expect.poll(() => springCurve.getAttribute('d')).not.toBe(springBefore);
    await expect(spring.getByTestId('live-preview-code')).toContainText('config: {damping: 3}');
    expect(prism).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test.describe('motion', () => {
  test('with reduced motion nothing plays until the play button is pressed', async ({browser, baseURL}) => {
    const context = await browser.newContext({reducedMotion: 'reduce', baseURL});
    const page = await context.newPage();
    await page.goto('/docs/transitions/presentations/fade');
    const root = await openPreview(page, 'presentation/fade');
    const toggle = root.getByTestId('live-preview-toggle');
    const status = root.getByTestId('live-preview-status');
    const still = await status.textContent();
    await animationFrames(page, 30);
    await expect(toggle).toHaveAttribute('data-playing', 'false');
    await expect(status).toHaveText(still ?? '');
    await expect(toggle).toHaveText('Play preview');
    await toggle.click();
    await expect(toggle).toHaveAttribute('data-playing', 'true');
    await expect(status).not.toHaveText(still ?? '');
    await context.close();
  });

  test('without a reduced-motion preference the preview plays on its own', async ({browser, baseURL}) => {
    const context = await browser.newContext({reducedMotion: 'no-preference', baseURL});
    const page = await context.newPage();
    await page.goto('/docs/transitions/presentations/fade');
    const root = await openPreview(page, 'presentation/fade');
    await expect(root.getByTestId('live-preview-toggle')).toHaveAttribute('data-playing', 'true');
    await context.close();
  });

  test('a preview far down the page hydrates only when scrolled near', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 600});
    await page.goto('/docs/interpolate');
    const figure = preview(page, 'motion/interpolate').locator('figure');
    // The server's markup stays as it is until the preview nears the viewport.
    await animationFrames(page, 10);
    await expect(figure).toHaveAttribute('data-hydrated', 'false');
    await expect(preview(page, 'motion/interpolate').getByTestId('live-preview-still')).toHaveCount(1);
    await figure.scrollIntoViewIfNeeded();
    await expect(figure).toHaveAttribute('data-hydrated', 'true');
  });
});

test.describe('keyboard and screen reader', () => {
  test.use({contextOptions: {reducedMotion: 'reduce'}});

  test('every control has a name, Tab reaches them, arrow keys change them', async ({page}) => {
    await page.goto('/docs/shapes/polygon');
    const root = await openPreview(page, 'shape/polygon');
    for (const name of ['points', 'radius', 'cornerRadius']) await expect(root.getByRole('slider', {name, exact: true})).toBeVisible();
    await expect(root.getByLabel('fill')).toBeVisible();
    await expect(root.getByRole('group', {name: /Video: live preview/})).toBeVisible();
    await expect(root.getByRole('button', {name: 'Play preview'})).toBeVisible();
    await expect(root.getByRole('button', {name: 'Play video'})).toBeAttached();
    await expect(root.locator('figure')).toHaveAccessibleDescription(/Polygon/);

    // From the button before the controls, Tab moves into them in order.
    await root.getByRole('button', {name: 'Play preview'}).focus();
    const points = root.getByRole('slider', {name: 'points'});
    let reached = false;
    for (let i = 0; i < 10 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await points.evaluate((el) => el === document.activeElement);
    }
    expect(reached, 'Tab reaches the first control').toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect(points).toHaveValue('7');
    await expect(root.getByTestId('live-preview-code')).toContainText('points={7}');
    await page.keyboard.press('Tab');
    await expect(root.getByRole('slider', {name: 'radius', exact: true})).toBeFocused();
  });
});

/**
 * The shader presentations draw through the HTML-in-canvas API, which Chromium offers behind a
 * flag. Playwright refuses a describe-level `launchOptions` (it would force a new worker), so the
 * supporting case launches its own browser from the configured options plus the flag; the
 * default browser is the one without the API, as most visitors' browsers are today.
 */
test.describe('shader presentations (HTML-in-canvas)', () => {
  const SHADERS = ['blur-slide', 'book-flip', 'cross-zoom', 'crosswarp', 'dissolve', 'dreamy-zoom', 'film-burn', 'linear-blur', 'ripple', 'swap', 'zoom-blur'];
  let flagged: Browser | undefined;
  test.afterAll(async () => {
    await flagged?.close();
  });
  async function pageWithApi(chromium: BrowserType, launchOptions: LaunchOptions, baseURL: string | undefined): Promise<Page> {
    flagged ??= await chromium.launch({...launchOptions, args: [...(launchOptions.args ?? []), '--enable-features=CanvasDrawElement']});
    const context = await flagged.newContext({baseURL, reducedMotion: 'reduce', viewport: {width: 1280, height: 800}});
    return context.newPage();
  }

  test('with the API: the Player draws the shader, and changing a setting changes the frame', async ({playwright, launchOptions, baseURL}) => {
    const page = await pageWithApi(playwright.chromium, launchOptions, baseURL);
    const problems = watchPageProblems(page);
    await page.goto('/docs/transitions/presentations/dissolve');
    expect(await page.evaluate(() => typeof (document.createElement('canvas') as {requestPaint?: unknown}).requestPaint)).toBe('function');
    const root = await openPreview(page, 'shader-presentation/dissolve');
    await expect(root.getByTestId('live-preview-unsupported')).toHaveCount(0);
    const frame = root.getByTestId('live-preview-frame');
    await expect(frame.locator('canvas').first()).toBeAttached();
    // The shader draws after the browser's paint event: wait for two equal pictures in a row.
    const settled = async () => {
      let previous = await frame.screenshot();
      await expect
        .poll(async () => {
          const next = await frame.screenshot();
          const same = next.equals(previous);
          previous = next;
          return same;
        })
        .toBe(true);
      return previous;
    };
    const before = await settled();
    await root.getByRole('slider', {name: 'lineWidth'}).fill('0.5');
    await expect(root.getByTestId('live-preview-code')).toContainText('presentation={dissolve({lineWidth: 0.5})}');
    await expect(root.getByTestId('live-preview-description')).toContainText('lineWidth 0.5');
    await expect.poll(async () => (await frame.screenshot()).equals(before)).toBe(false);

    // Another presentation, another kind of option: where blurSlide() comes from.
    await page.goto('/docs/transitions/presentations/blur-slide');
    const slide = await openPreview(page, 'shader-presentation/blur-slide');
    const slideFrame = slide.getByTestId('live-preview-frame');
    await expect(slideFrame.locator('canvas').first()).toBeAttached();
    const fromLeft = await slideFrame.screenshot();
    await slide.getByRole('combobox', {name: 'direction'}).selectOption('from-top');
    await expect(slide.getByTestId('live-preview-code')).toContainText("blurSlide({direction: 'from-top'})");
    await expect.poll(async () => (await slideFrame.screenshot()).equals(fromLeft)).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('with the API: every shader presentation draws its frame without an error', async ({playwright, launchOptions, baseURL}) => {
    // Without a GPU the shaders run in software WebGL; linearBlur() takes seconds a frame.
    test.setTimeout(300_000);
    const page = await pageWithApi(playwright.chromium, launchOptions, baseURL);
    page.setDefaultTimeout(120_000);
    const problems = watchPageProblems(page);
    for (const name of SHADERS) {
      await page.goto(`/docs/transitions/presentations/${name}`);
      // Software WebGL on a busy machine: hydration and the first frame can take long here.
      const root = await openPreview(page, `shader-presentation/${name}`, 60_000);
      await expect(root.getByTestId('live-preview-unsupported')).toHaveCount(0);
      // The output canvas (the one above the captured scene) has pixels in its middle.
      await expect
        .poll(
          () =>
            root.getByTestId('live-preview-frame').evaluate((frame) =>
              Array.from(frame.querySelectorAll('canvas')).some((canvas) => {
                if (canvas.style.pointerEvents !== 'none' || !canvas.width) return false;
                return canvas.getContext('2d')!.getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data[3]! > 0;
              }),
            ),
          {message: name, timeout: 120_000},
        )
        .toBe(true);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('without the API: the captured frame stays, a note says what is missing, the code follows the settings', async ({page}) => {
    const problems = watchPageProblems(page);
    await page.goto('/docs/transitions/presentations/ripple');
    expect(await page.evaluate(() => typeof (document.createElement('canvas') as {requestPaint?: unknown}).requestPaint)).toBe('undefined');
    const root = preview(page, 'shader-presentation/ripple');
    await root.scrollIntoViewIfNeeded();
    await expect(root.locator('figure[data-hydrated="true"]')).toBeVisible();
    const note = root.getByRole('note');
    await expect(note).toBeVisible();
    await expect(note).toContainText('HTML-in-canvas');
    await expect(note).toContainText('chrome://flags/#canvas-draw-element');
    // No Player and no play button: the picture is the captured frame, loaded and sized like the video.
    const image = root.getByTestId('live-preview-captured-still');
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(640);
    await expect(root.locator('.__remotion-player')).toHaveCount(0);
    await expect(root.getByTestId('live-preview-toggle')).toHaveCount(0);
    // The controls work on the code.
    const amplitude = root.getByRole('slider', {name: 'amplitude'});
    await expect(amplitude).toBeEnabled();
    await amplitude.fill('40');
    await expect(root.getByTestId('live-preview-code')).toContainText('presentation={ripple({amplitude: 40})}');
    await expect(image).toBeVisible();
    // The note is readable in both colour modes (axe: contrast, roles, names).
    expect(await seriousViolations(page)).toEqual([]);
    // Dark from the first paint, as for a visitor on a dark system (not switched mid-page, when the navbar is still fading).
    await page.emulateMedia({colorScheme: 'dark'});
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The reload keeps the scroll position: the preview may be swapping in already, so no wait for a still box.
    await root.evaluate((element) => element.scrollIntoView({block: 'center'}));
    await expect(note).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('without the API: every shader page shows its frame and the note, without errors', async ({page}) => {
    const problems = watchPageProblems(page);
    for (const name of SHADERS) {
      await page.goto(`/docs/transitions/presentations/${name}`);
      const root = preview(page, `shader-presentation/${name}`);
      await root.evaluate((element) => element.scrollIntoView({block: 'center'}));
      await expect(root.getByTestId('live-preview-unsupported')).toBeVisible();
      await expect(root.getByTestId('live-preview-captured-still')).toBeVisible();
    }
    expect(problems).toEqual([]);
  });
});
