/**
 * What each template's own page (/templates/{cliId}) says beyond its card: the description and the
 * docs it links to. Kept apart from ./templates.ts because only those pages show it, and they get
 * it as route data (plugins/data-routes): the home page's template picker and the templates index
 * load the list in the browser without these texts.
 *
 * Every template of ./templates.ts has an entry, keyed by `cliId`:
 * - `description` (at most 600 characters) is written by us for this site.
 * - `relatedDocIds` are doc ids (file paths under docs/ without extension). A link is shown only
 *   once that page exists, so planned pages can be listed ahead of time.
 * `npx vitest run src/data` checks all of this and names the entry to fix.
 */

export type TemplateDetails = {
  description: string;
  relatedDocIds: string[];
};

export const templateDetails: Readonly<Record<string, TemplateDetails>> = {
  'hello-world': {
    description:
      'The project most people start with. It opens on a short animation built from a handful of components, so you can change a prop, see the Studio update and learn how frames, sequences and springs work together. TypeScript, ESLint and Prettier are configured for you.',
    relatedDocIds: ['the-fundamentals', 'animating-properties', 'studio/studio', 'render'],
  },
  blank: {
    description:
      'A single empty composition with the configuration needed to preview and render it. Choose it when you already know your way around Remotion, when you bring your own components, or when a coding assistant is going to write the scenes.',
    relatedDocIds: ['the-fundamentals', 'composition'],
  },
  next: {
    description:
      'A base for a product whose users make their own videos. The browser shows a live preview with the Remotion Player while the visitor edits, and the finished video is rendered on AWS through Remotion Lambda. It uses the Next.js App Router, and both the interface and the video components are styled with Tailwind utility classes.',
    relatedDocIds: ['player/index', 'lambda', 'ssr', 'tailwind'],
  },
  'next-pages-dir': {
    description:
      'If your codebase routes through the pages directory, start here rather than porting the App Router version by hand. You get the same pieces, a Player preview for editing and rendering through Remotion Lambda, wired up with API routes.',
    relatedDocIds: ['player/index', 'lambda'],
  },
  javascript: {
    description:
      'The same first animation as the Hello World starter, written in .jsx files without TypeScript. A good fit for a quick experiment or for a team that has not adopted types; you can add them later one file at a time.',
    relatedDocIds: ['the-fundamentals', 'animating-properties'],
  },
  'react-router': {
    description:
      'For teams building on React Router 7 instead of Next.js. Users adjust their video in the browser, where the Remotion Player shows the result immediately, and the server starts the final render on Remotion Lambda.',
    relatedDocIds: ['player/index', 'lambda'],
  },
  three: {
    description:
      'Starts you off with a three.js scene written in React Three Fiber and rendered through @remotion/three. Because the scene reads the current frame, every render produces the same images, which is what you need for 3D that ends up in a video file.',
    relatedDocIds: ['three', 'three-canvas'],
  },
  still: {
    description:
      'Not every output has to move. This template designs single images, such as social cards, with the same components and props you would use for a video, and includes an HTTP server that renders an image on request.',
    relatedDocIds: ['stills', 'still', 'renderer/render-still'],
  },
  tts: {
    description:
      'A community example, published by the GitHub account FelippeChemello, that voices text with Microsoft Azure speech synthesis and plays the result in a Remotion video. You will need your own Azure credentials to generate audio.',
    relatedDocIds: ['audio/importing'],
  },
  'google-tts': {
    description:
      'A community template from the GitHub account thecmdrunner. It sends text to Google Cloud text-to-speech, keeps the generated audio in Firebase and uses it as the soundtrack of a Remotion composition. Bring a Google Cloud project of your own.',
    relatedDocIds: ['audio/importing'],
  },
  audiogram: {
    description:
      'Made for sharing a snippet of a podcast or interview where only audio exists. The square layout pairs a waveform that follows the sound with text on screen, so the clip still says something when people scroll past with the sound off.',
    relatedDocIds: ['audio/visualization', 'captions/index'],
  },
  'music-visualization': {
    description:
      'Feed it a piece of music and it draws graphics driven by the audio, frame by frame. Use it to promote a release or a playlist; the square format suits most feeds, and the visual style is ordinary React you can restyle.',
    relatedDocIds: ['audio/visualization', 'get-audio-data'],
  },
  skia: {
    description:
      'Sets up @remotion/skia so you can draw shapes, paths, gradients and shaders with the React Native Skia API and animate them with Remotion. Useful when you want canvas-level control that would be awkward in HTML and CSS.',
    relatedDocIds: ['skia/skia'],
  },
  overlay: {
    description:
      'Design lower thirds, titles and callouts in React, then take them into the video editing software you already use and layer them over your footage. The template is set up for graphics that sit on top of other material rather than full-frame scenes.',
    relatedDocIds: ['overlay'],
  },
  'code-hike': {
    description:
      'Write a few versions of a snippet and the video moves smoothly from one to the next, with syntax highlighting handled by Code Hike. A natural fit for programming tutorials, release notes and conference clips.',
    relatedDocIds: ['the-fundamentals'],
  },
  stargazer: {
    description:
      'Published from the GitHub account pomber. Point it at a repository and it builds a short celebration of the people who starred it, ready to post when you reach a milestone.',
    relatedDocIds: ['parameterized-rendering'],
  },
  tiktok: {
    description:
      'Transcribes the speech in a video locally with Whisper.cpp, which the template installs for you, and shows the words one at a time in a vertical frame. The caption style is a component you can restyle; no audio leaves your computer.',
    relatedDocIds: ['captions/index', 'captions/create-tiktok-style-captions'],
  },
  recorder: {
    description:
      'A complete production tool written in JavaScript: record your camera and your screen, generate captions, add music and lay it all out as a Remotion project. Because the edit is code, a recurring show keeps the same look from episode to episode.',
    relatedDocIds: ['recorder/index'],
  },
  'render-server': {
    description:
      'Render on a machine you control instead of a cloud function. The server exposes endpoints to queue a render, ask how far along it is and cancel it, using the Node.js rendering APIs under the hood.',
    relatedDocIds: ['ssr-node', 'renderer/render-media'],
  },
  'prompt-to-video': {
    description:
      'Give it an idea and it writes a script, creates images and records a voiceover using OpenAI and ElevenLabs, then assembles everything into a vertical video with Remotion. You supply the API keys for both services.',
    relatedDocIds: ['ai/index'],
  },
  vercel: {
    description:
      'A Next.js app that renders each video in a short-lived Linux machine started through Vercel Sandbox and stores the output in Vercel Blob. A good match if your product is already deployed on Vercel and you would rather not set up AWS.',
    relatedDocIds: ['vercel-sandbox', 'vercel'],
  },
  electron: {
    description:
      'For a video tool that runs as a desktop application. The window is built with Electron Forge and Vite, and the render itself runs in Electron\'s main process through the Node.js APIs of @remotion/renderer, so videos are made on the user\'s own computer without a render server or a cloud account.',
    relatedDocIds: ['electron', 'ssr'],
  },
  'next-no-tailwind': {
    description:
      'The same video app as the Next.js starter, an editing page with a Player preview and rendering through Remotion Lambda on the App Router, but without Tailwind: styles are plain CSS, so you can bring the styling approach your product already uses.',
    relatedDocIds: ['player/index', 'lambda'],
  },
  'prompt-to-motion-graphics': {
    description:
      'The skeleton of a prompt-to-animation service. A model generates Remotion code, the code streams to the browser, and the page compiles it on the fly and plays it in a preview, so users see their motion graphic without a build step.',
    relatedDocIds: ['ai/ai-saas-template', 'ai/dynamic-compilation'],
  },
  'editor-starter': {
    description:
      'A codebase for teams who want to ship a timeline-based video editor inside their own product instead of writing one from zero. It is sold separately from the free templates: running its create-video command prints the link to the purchase page instead of creating a project.',
    relatedDocIds: ['editor-starter/index', 'editor-starter/features'],
  },
};

/** The page text of a template; a template without an entry is a mistake, named here. */
export function templateDetailsFor(cliId: string): TemplateDetails {
  const details = templateDetails[cliId];
  if (!details) throw new Error(`src/data/templateDetails.ts has no entry for the template "${cliId}".`);
  return details;
}
