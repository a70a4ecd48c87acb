/**
 * Server rendering with react-helmet-async 1.3 (Docusaurus' `<Head>`), made linear in the number of
 * `<Head>` elements of a page (patchLoader.cjs routes the dispatcher's `emitChange` here when there
 * is no DOM).
 *
 * Each `<Head>` that renders on the server calls `emitChange`, which reduces the props of every
 * `<Head>` rendered so far to the page's head tags and formats them, and hands that to the
 * provider. Only the last result is read: Docusaurus takes `helmetContext.helmet` once the page
 * has rendered. With a dozen `<Head>` elements per page, the repeated reductions cost ~1.3 ms a
 * page, 0.35 s of each render worker in a cold build (CPU profile, 481 pages).
 *
 * Here `emitChange` hands the provider a stand-in that runs the dispatcher's own `emitChange`
 * (kept as `__emitChangeNow`) on first use, over the `<Head>` elements rendered by then, and
 * forwards every read to its result. A server render never removes a `<Head>` (nothing unmounts),
 * so that result is the one the last call would have produced. In the browser nothing changes.
 */

type HelmetState = Record<PropertyKey, unknown>;

/** The parts of react-helmet-async's HelmetDispatcher this module uses. */
export type HelmetDispatcher = {
  props: {context: {setHelmet: (state: unknown) => void; helmetInstances: unknown}};
  __emitChangeNow: (this: {props: HelmetDispatcher['props']}) => void;
};

export function lazyServerHelmet(dispatcher: HelmetDispatcher): void {
  const {context} = dispatcher.props;
  let state: HelmetState | undefined;
  const resolve = (): HelmetState => {
    if (state === undefined) {
      let computed: unknown = null;
      // The dispatcher's own computation, over the same instances, with a setter that keeps the result.
      dispatcher.__emitChangeNow.call({props: {context: {...context, setHelmet: (value: unknown) => (computed = value)}}});
      state = (computed ?? {}) as HelmetState;
      context.setHelmet(computed);
    }
    return state;
  };
  context.setHelmet(
    new Proxy({} as HelmetState, {
      get: (_target, key) => resolve()[key],
      has: (_target, key) => key in resolve(),
      ownKeys: () => Reflect.ownKeys(resolve()),
      getOwnPropertyDescriptor: (_target, key) => {
        const descriptor = Object.getOwnPropertyDescriptor(resolve(), key);
        // A proxy may not report a property its (empty) target lacks as non-configurable.
        return descriptor && {...descriptor, configurable: true};
      },
    }),
  );
}
