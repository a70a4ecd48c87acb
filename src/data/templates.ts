/**
 * Starter templates shown at /templates/ and /templates/{cliId}.
 *
 * To add a template:
 * 1. Append a record below. `cliId`, `org`, `repoName`, `defaultBranch`, `paid` and the promo
 *    size come from the template's listing; `summary` (one line, at most 100 characters) and
 *    `description` (at most 600 characters) are written by us for this site.
 * 2. Set `cliFlag` to the `create-video` flag that scaffolds this repository, or `null` when
 *    the CLI does not offer it (the page then shows a `git clone` command instead).
 * 3. Draw a preview at static/img/templates/{cliId}.svg.
 * 4. List related doc ids (file paths under docs/ without extension). A link is shown only
 *    once that page exists, so planned pages can be listed ahead of time.
 * `npx vitest run src/data` checks all of this and names the record to fix.
 */

export type TemplateCategory = 'starter' | 'app' | 'graphics' | 'audio';

export type Template = {
  cliId: string;
  shortName: string;
  homePageLabel: string;
  kind: string;
  org: string;
  repoName: string;
  defaultBranch: string;
  paid: boolean;
  promoWidth: number | null;
  promoHeight: number | null;
  defaultCompositionFromPreviewURL: string | null;
  /** The `create-video` flag (without dashes) that scaffolds this repository, if any. */
  cliFlag: string | null;
  category: TemplateCategory;
  summary: string;
  description: string;
  relatedDocIds: string[];
};

export const templateCategories: Record<TemplateCategory, {label: string; blurb: string}> = {
  starter: {
    label: 'Starters',
    blurb: 'A Remotion project and nothing you would have to remove first.',
  },
  app: {
    label: 'Apps that make videos',
    blurb: 'Web apps and servers that let other people create and render videos.',
  },
  graphics: {
    label: 'Graphics and images',
    blurb: '3D, canvas drawing, overlays, code and still images.',
  },
  audio: {
    label: 'Audio, voice and captions',
    blurb: 'Waveforms, speech, subtitles and generated stories.',
  },
};

/**
 * Flags that `create-video` 4.0.527 accepts, read from its template list. Kept here so a test
 * can tell a contributor when a `cliFlag` would silently fall back to the interactive picker.
 */
export const createVideoFlags = [
  'blank',
  'hello-world',
  'next',
  'vercel',
  'next-no-tailwind',
  'next-pages-dir',
  'recorder',
  'prompt-to-motion-graphics',
  'javascript',
  'render-server',
  'electron',
  'react-router',
  'three',
  'still',
  'audiogram',
  'music-visualization',
  'prompt-to-video',
  'skia',
  'overlay',
  'code-hike',
  'stargazer',
  'tiktok',
  'editor-starter',
] as const;

export const templates: readonly Template[] = [
  {
    cliId: 'hello-world',
    shortName: 'Hello World',
    homePageLabel: 'Hello World',
    kind: 'TypeScript starter',
    org: 'remotion-dev',
    repoName: 'template-helloworld',
    defaultBranch: 'main',
    paid: false,
    promoWidth: 1920,
    promoHeight: 1080,
    defaultCompositionFromPreviewURL: 'HelloWorld',
    cliFlag: 'hello-world',
    category: 'starter',
    summary: 'A small animated scene to take apart, in TypeScript.',
    description:
      'The project most people start with. It opens on a short animation built from a handful of components, so you can change a prop, see the Studio update and learn how frames, sequences and springs work together. TypeScript, ESLint and Prettier are configured for you.',
    relatedDocIds: ['the-fundamentals', 'animating-properties', 'studio/studio', 'render'],
  },
  {
    cliId: 'blank',
    shortName: 'Blank',
    homePageLabel: 'Blank',
    kind: 'Empty canvas',
    org: 'remotion-dev',
    repoName: 'template-empty',
    defaultBranch: 'main',
    paid: false,
    promoWidth: 1280,
    promoHeight: 720,
    defaultCompositionFromPreviewURL: 'MyComp',
    cliFlag: 'blank',
    category: 'starter',
    summary: 'One empty composition and nothing to delete.',
    description:
      'A single empty composition with the configuration needed to preview and render it. Choose it when you already know your way around Remotion, when you bring your own components, or when a coding assistant is going to write the scenes.',
    relatedDocIds: ['the-fundamentals', 'composition'],
  },
  {
    cliId: 'next',
    shortName: 'Next.js (App dir)',
    homePageLabel: 'Next.js (App dir)',
    kind: 'Next.js SaaS (App Router)',
    org: 'remotion-dev',
    repoName: 'template-next-app-dir',
    defaultBranch: 'main',
    paid: false,
    promoWidth: 1280,
    promoHeight: 720,
    defaultCompositionFromPreviewURL: null,
    cliFlag: 'next-no-tailwind',
    category: 'app',
    summary: 'A Next.js App Router app that previews in the Player and renders on Lambda.',
    description:
      'A base for a product whose users make their own videos. The browser shows a live preview with the Remotion Player while the visitor edits, and the finished video is rendered on AWS through Remotion Lambda. It uses the Next.js App Router, without Tailwind.',
    relatedDocIds: ['player/index', 'lambda', 'ssr'],
  },
  {
    cliId: 'next-tailwind',
    shortName: 'Next.js (App dir + TailwindCSS)',
    homePageLabel: 'Next.js (App dir + TailwindCSS)',
    kind: 'Next.js SaaS + Tailwind',
    org: 'remotion-dev',
    repoName: 'template-next-app-dir-tailwind',
    defaultBranch: 'main',
    paid: false,
    promoWidth: 1280,
    promoHeight: 720,
    defaultCompositionFromPreviewURL: null,
    cliFlag: 'next',
    category: 'app',
    summary: 'The Next.js App Router starter, styled with Tailwind CSS.',
    description:
      'Same architecture as the App Router starter: an editing page with a Player preview, and a render button that hands the job to Remotion Lambda. The interface and the video components are styled with Tailwind utility classes, which is handy if the rest of your product already uses them.',
    relatedDocIds: ['player/index', 'lambda', 'ssr'],
  },
  {
    cliId: 'next-pages-dir',
    shortName: 'Next.js (Pages dir)',
    homePageLabel: 'Next.js (Pages dir)',
    kind: 'Next.js SaaS (Pages Router)',
    org: 'remotion-dev',
    repoName: 'template-next-pages-dir',
    defaultBranch: 'main',
    paid: false,
    promoWidth: 1280,
    promoHeight: 720,
    defaultCompositionFromPreviewURL: null,
    cliFlag: 'next-pages-dir',
    category: 'app',
    summary: 'The video app starter for projects still on the Next.js Pages Router.',
    description:
      'If your codebase routes through the pages directory, start here rather than porting the App Router version by hand. You get the same pieces, a Player preview for editing and rendering through Remotion Lambda, wired up with API routes.',
    relatedDocIds: ['player/index', 'lambda'],
  },
  {
    cliId: 'javascript',
    shortName: 'Hello World (JavaScript)',
    homePageLabel: 'JavaScript',
    kind: 'Plain JavaScript starter',
    org: 'remotion-dev',
    repoName: 'template-helloworld-javascript',
    defaultBranch: 'main',
    paid: false,
    promoWidth: 1920,
    promoHeight: 1080,
    defaultCompositionFromPreviewURL: 'HelloWorld',
    cliFlag: 'javascript',
    category: 'starter',
    summary: 'The Hello World scene in plain JavaScript, no type annotations.',
    description:
      'The same first animation as the Hello World starter, written in .jsx files without TypeScript. A good fit for a quick experiment or for a team that has not adopted types; you can add them later one file at a time.',
    relatedDocIds: ['the-fundamentals', 'animating-properties'],
  },
  {
    cliId: 'react-router',
    shortName: 'React Router',
    homePageLabel: 'React Router 7',
    kind: 'React Router 7 SaaS',
    org: 'remotion-dev',
    repoName: 'template-react-router',
    defaultBranch: 'main',
    paid: false,
    promoWidth: 918,
    promoHeight: 720,
    defaultCompositionFromPreviewURL: null,
    cliFlag: 'react-router',
    category: 'app',
    summary: 'A React Router 7 app with a Player preview and Lambda rendering.',
    description:
      'For teams building on React Router 7 instead of Next.js. Users adjust their video in the browser, where the Remotion Player shows the result immediately, and the server starts the final render on Remotion Lambda.',
    relatedDocIds: ['player/index', 'lambda'],
  },
  {
    cliId: 'three',
    shortName: 'React Three Fiber',
    homePageLabel: '3D',
    kind: 'Three.js / React Three Fiber',
    org: 'remotion-dev',
    repoName: 'template-three',
    defaultBranch: 'main',
    paid: false,
    promoWidth: 1280,
    promoHeight: 720,
    defaultCompositionFromPreviewURL: null,
    cliFlag: 'three',
    category: 'graphics',
    summary: 'A React Three Fiber scene, set up to be rendered as video.',
    description:
      'Starts you off with a three.js scene written in React Three Fiber and rendered through @remotion/three. Because the scene reads the current frame, every render produces the same images, which is what you need for 3D that ends up in a video file.',
    relatedDocIds: ['three', 'three-canvas'],
  },
  {
    cliId: 'still',
    shortName: 'Still images',
    homePageLabel: 'Stills',
    kind: 'Still images + server',
    org: 'remotion-dev',
    repoName: 'template-still',
    defaultBranch: 'main',
    paid: false,
    promoWidth: 1200,
    promoHeight: 628,
    defaultCompositionFromPreviewURL: 'PreviewCard',
    cliFlag: 'still',
    category: 'graphics',
    summary: 'Generate PNG or JPEG images from React, served over HTTP.',
    description:
      'Not every output has to move. This template designs single images, such as social cards, with the same components and props you would use for a video, and includes an HTTP server that renders an image on request.',
    relatedDocIds: ['stills', 'still', 'renderer/render-still'],
  },
  {
    cliId: 'tts',
    shortName: 'TTS (Azure)',
    homePageLabel: 'Text-To-Speech (Azure)',
    kind: 'Text-to-speech (Azure)',
    org: 'FelippeChemello',
    repoName: 'Remotion-TTS-Example',
    defaultBranch: 'master',
    paid: false,
    promoWidth: 1920,
    promoHeight: 1080,
    defaultCompositionFromPreviewURL: null,
    cliFlag: null,
    category: 'audio',
    summary: 'Turn written text into narration with Azure text-to-speech.',
    description:
      'A community example, published by the GitHub account FelippeChemello, that voices text with Microsoft Azure speech synthesis and plays the result in a Remotion video. You will need your own Azure credentials to generate audio.',
    relatedDocIds: ['audio/importing'],
  },
  {
    cliId: 'google-tts',
    shortName: 'TTS (Google)',
    homePageLabel: 'Text-To-Speech (Google)',
    kind: 'Text-to-speech (Google Cloud + Firebase)',
    org: 'thecmdrunner',
    repoName: 'remotion-gtts-template',
    defaultBranch: 'master',
    paid: false,
    promoWidth: 1920,
    promoHeight: 1080,
    defaultCompositionFromPreviewURL: null,
    cliFlag: null,
    category: 'audio',
    summary: 'Narration from Google Cloud text-to-speech, stored with Firebase.',
    description:
      'A community template from the GitHub account thecmdrunner. It sends text to Google Cloud text-to-speech, keeps the generated audio in Firebase and uses it as the soundtrack of a Remotion composition. Bring a Google Cloud project of your own.',
    relatedDocIds: ['audio/importing'],
  },
  {
    cliId: 'audiogram',
    shortName: 'Audiogram',
    homePageLabel: 'Audiogram',
    kind: 'Podcast audiogram / waveform',
    org: 'remotion-dev',
    repoName: 'template-audiogram',
    defaultBranch: 'main',
    paid: false,
    promoWidth: 1080,
    promoHeight: 1080,
    defaultCompositionFromPreviewURL: null,
    cliFlag: 'audiogram',
    category: 'audio',
    summary: 'Square podcast clips with a moving waveform and on-screen text.',
    description:
      'Made for sharing a snippet of a podcast or interview where only audio exists. The square layout pairs a waveform that follows the sound with text on screen, so the clip still says something when people scroll past with the sound off.',
    relatedDocIds: ['audio/visualization', 'captions/index'],
  },
  {
    cliId: 'music-visualization',
    shortName: 'Music Visualization',
    homePageLabel: 'Music Visualization',
    kind: 'Music visualizer',
    org: 'remotion-dev',
    repoName: 'template-music-visualization',
    defaultBranch: 'main',
    paid: false,
    promoWidth: 1080,
    promoHeight: 1080,
    defaultCompositionFromPreviewURL: null,
    cliFlag: 'music-visualization',
    category: 'audio',
    summary: 'Visuals that react to a music track, ready for social feeds.',
    description:
      'Feed it a piece of music and it draws graphics driven by the audio, frame by frame. Use it to promote a release or a playlist; the square format suits most feeds, and the visual style is ordinary React you can restyle.',
    relatedDocIds: ['audio/visualization', 'get-audio-data'],
  },
  {
    cliId: 'skia',
    shortName: 'Skia',
    homePageLabel: 'Skia',
    kind: 'React Native Skia',
    org: 'remotion-dev',
    repoName: 'template-skia',
    defaultBranch: 'main',
    paid: false,
    promoWidth: 1920,
    promoHeight: 1080,
    defaultCompositionFromPreviewURL: null,
    cliFlag: 'skia',
    category: 'graphics',
    summary: 'Draw with React Native Skia inside a Remotion video.',
    description:
      'Sets up @remotion/skia so you can draw shapes, paths, gradients and shaders with the React Native Skia API and animate them with Remotion. Useful when you want canvas-level control that would be awkward in HTML and CSS.',
    relatedDocIds: ['skia/skia'],
  },
  {
    cliId: 'overlay',
    shortName: 'Overlay',
    homePageLabel: 'Overlay',
    kind: 'Overlays for video editors',
    org: 'remotion-dev',
    repoName: 'template-overlay',
    defaultBranch: 'main',
    paid: false,
    promoWidth: 1280,
    promoHeight: 720,
    defaultCompositionFromPreviewURL: null,
    cliFlag: 'overlay',
    category: 'graphics',
    summary: 'Titles and graphics to drop on top of footage in another editor.',
    description:
      'Design lower thirds, titles and callouts in React, then take them into the video editing software you already use and layer them over your footage. The template is set up for graphics that sit on top of other material rather than full-frame scenes.',
    relatedDocIds: ['overlay'],
  },
  {
    cliId: 'code-hike',
    shortName: 'Code Hike',
    homePageLabel: 'Code Hike',
    kind: 'Code animations (Code Hike)',
    org: 'remotion-dev',
    repoName: 'template-code-hike',
    defaultBranch: 'main',
    paid: false,
    promoWidth: 1080,
    promoHeight: 1080,
    defaultCompositionFromPreviewURL: null,
    cliFlag: 'code-hike',
    category: 'graphics',
    summary: 'Animated transitions between code snippets, powered by Code Hike.',
    description:
      'Write a few versions of a snippet and the video moves smoothly from one to the next, with syntax highlighting handled by Code Hike. A natural fit for programming tutorials, release notes and conference clips.',
    relatedDocIds: ['the-fundamentals'],
  },
  {
    cliId: 'stargazer',
    shortName: 'Stargazer',
    homePageLabel: 'Stargazer',
    kind: 'GitHub stars celebration',
    org: 'pomber',
    repoName: 'stargazer',
    defaultBranch: 'main',
    paid: false,
    promoWidth: 960,
    promoHeight: 540,
    defaultCompositionFromPreviewURL: null,
    cliFlag: 'stargazer',
    category: 'graphics',
    summary: 'A thank-you video listing the people who starred your repository.',
    description:
      'Published from the GitHub account pomber. Point it at a repository and it builds a short celebration of the people who starred it, ready to post when you reach a milestone.',
    relatedDocIds: ['parameterized-rendering'],
  },
  {
    cliId: 'tiktok',
    shortName: 'TikTok',
    homePageLabel: 'TikTok',
    kind: 'Word-by-word captions (Whisper.cpp)',
    org: 'remotion-dev',
    repoName: 'template-tiktok',
    defaultBranch: 'main',
    paid: false,
    promoWidth: 1080,
    promoHeight: 1920,
    defaultCompositionFromPreviewURL: null,
    cliFlag: 'tiktok',
    category: 'audio',
    summary: 'Vertical video with animated captions, transcribed on your machine.',
    description:
      'Transcribes the speech in a video locally with Whisper.cpp, which the template installs for you, and shows the words one at a time in a vertical frame. The caption style is a component you can restyle; no audio leaves your computer.',
    relatedDocIds: ['captions/index', 'captions/create-tiktok-style-captions'],
  },
  {
    cliId: 'recorder',
    shortName: 'Recorder',
    homePageLabel: 'Recorder',
    kind: 'Screen/webcam recorder app',
    org: 'remotion-dev',
    repoName: 'recorder',
    defaultBranch: 'main',
    paid: false,
    promoWidth: 1080,
    promoHeight: 1080,
    defaultCompositionFromPreviewURL: null,
    cliFlag: 'recorder',
    category: 'app',
    summary: 'Record webcam and screen, then caption and edit the result in code.',
    description:
      'A complete production tool written in JavaScript: record your camera and your screen, generate captions, add music and lay it all out as a Remotion project. Because the edit is code, a recurring show keeps the same look from episode to episode.',
    relatedDocIds: ['recorder/index'],
  },
  {
    cliId: 'render-server',
    shortName: 'Render Server',
    homePageLabel: 'Render Server (Express.js)',
    kind: 'Express.js render server',
    org: 'remotion-dev',
    repoName: 'template-render-server',
    defaultBranch: 'main',
    paid: false,
    promoWidth: 1920,
    promoHeight: 1080,
    defaultCompositionFromPreviewURL: null,
    cliFlag: 'render-server',
    category: 'app',
    summary: 'An Express.js server that starts, tracks and cancels renders.',
    description:
      'Render on a machine you control instead of a cloud function. The server exposes endpoints to queue a render, ask how far along it is and cancel it, using the Node.js rendering APIs under the hood.',
    relatedDocIds: ['ssr-node', 'renderer/render-media'],
  },
  {
    cliId: 'prompt-to-video',
    shortName: 'Prompt to Video',
    homePageLabel: 'Prompt to Video',
    kind: 'AI story video (OpenAI + ElevenLabs)',
    org: 'remotion-dev',
    repoName: 'template-prompt-to-video',
    defaultBranch: 'main',
    paid: false,
    promoWidth: 1080,
    promoHeight: 1920,
    defaultCompositionFromPreviewURL: null,
    cliFlag: 'prompt-to-video',
    category: 'audio',
    summary: 'Type a prompt, get a narrated vertical story with pictures.',
    description:
      'Give it an idea and it writes a script, creates images and records a voiceover using OpenAI and ElevenLabs, then assembles everything into a vertical video with Remotion. You supply the API keys for both services.',
    relatedDocIds: ['ai/index'],
  },
  {
    cliId: 'vercel',
    shortName: 'Next.js (Vercel Sandbox)',
    homePageLabel: 'Next.js (Vercel Sandbox)',
    kind: 'Next.js + Vercel Sandbox rendering',
    org: 'remotion-dev',
    repoName: 'template-vercel',
    defaultBranch: 'main',
    paid: false,
    promoWidth: 1280,
    promoHeight: 720,
    defaultCompositionFromPreviewURL: null,
    cliFlag: 'vercel',
    category: 'app',
    summary: 'Render on demand in Vercel Sandbox and keep the file in Vercel Blob.',
    description:
      'A Next.js app that renders each video in a short-lived Linux machine started through Vercel Sandbox and stores the output in Vercel Blob. A good match if your product is already deployed on Vercel and you would rather not set up AWS.',
    relatedDocIds: ['vercel-sandbox', 'vercel'],
  },
  {
    cliId: 'next-no-tailwind',
    shortName: 'Next.js (No Tailwind)',
    homePageLabel: 'Next.js (No Tailwind)',
    kind: 'Next.js SaaS (no Tailwind)',
    org: 'remotion-dev',
    repoName: 'template-next-app-dir',
    defaultBranch: 'main',
    paid: false,
    promoWidth: 1280,
    promoHeight: 720,
    defaultCompositionFromPreviewURL: null,
    cliFlag: 'next-no-tailwind',
    category: 'app',
    summary: 'The Next.js video app starter with ordinary CSS instead of Tailwind.',
    description:
      'Pick this entry if you want the App Router starter but prefer to bring your own styling approach. It points at the same repository as the Next.js (App dir) entry; the create-video picker lists it under this name.',
    relatedDocIds: ['player/index', 'lambda'],
  },
  {
    cliId: 'prompt-to-motion-graphics',
    shortName: 'Prompt to Motion Graphics SaaS Starter Kit',
    homePageLabel: 'Prompt to Motion Graphics SaaS Starter Kit',
    kind: 'AI code-gen SaaS',
    org: 'remotion-dev',
    repoName: 'template-prompt-to-motion-graphics-saas',
    defaultBranch: 'main',
    paid: false,
    promoWidth: 2880,
    promoHeight: 1512,
    defaultCompositionFromPreviewURL: null,
    cliFlag: 'prompt-to-motion-graphics',
    category: 'app',
    summary: 'A product where a language model writes Remotion code from a prompt.',
    description:
      'The skeleton of a prompt-to-animation service. A model generates Remotion code, the code streams to the browser, and the page compiles it on the fly and plays it in a preview, so users see their motion graphic without a build step.',
    relatedDocIds: ['ai/ai-saas-template', 'ai/dynamic-compilation'],
  },
  {
    cliId: 'editor-starter',
    shortName: 'Editor Starter',
    homePageLabel: 'Editor Starter',
    kind: 'Video editor boilerplate (paid)',
    org: 'remotion-dev',
    repoName: 'editor-starter',
    defaultBranch: 'main',
    paid: true,
    promoWidth: null,
    promoHeight: null,
    defaultCompositionFromPreviewURL: null,
    cliFlag: 'editor-starter',
    category: 'app',
    summary: 'A paid head start for building your own video editor in the browser.',
    description:
      'A codebase for teams who want to ship a timeline-based video editor inside their own product instead of writing one from zero. It is sold separately from the free templates: running its create-video command prints the link to the purchase page instead of creating a project.',
    relatedDocIds: ['editor-starter/index', 'editor-starter/features'],
  },
];

/** Where the template's code lives. */
export function templateRepoUrl(template: Pick<Template, 'org' | 'repoName'>): string {
  return `https://github.com/${template.org}/${template.repoName}`;
}

/** The terminal command that starts a project from the template. */
export function templateCommand(template: Pick<Template, 'cliFlag' | 'org' | 'repoName'>): string {
  if (template.cliFlag) return `npx create-video@latest --${template.cliFlag}`;
  return `git clone ${templateRepoUrl(template)}.git`;
}

/** Site path of the preview image drawn for the template (a file in static/). */
export function templateImagePath(template: Pick<Template, 'cliId'>): string {
  return `/img/templates/${template.cliId}.svg`;
}

export function templatePagePath(template: Pick<Template, 'cliId'>): string {
  return `/templates/${template.cliId}`;
}

export const freeTemplates = templates.filter((template) => !template.paid);
export const paidTemplates = templates.filter((template) => template.paid);

export function findTemplate(cliId: string): Template | undefined {
  return templates.find((template) => template.cliId === cliId);
}
