import React, {Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {
  /** Rendered once the placeholder scrolls near the viewport (never during server rendering). */
  children: ReactNode;
  /** What the server renders and what stays until the children have loaded; size it to avoid layout shift. */
  placeholder: ReactNode;
  /** How far ahead of the viewport to start loading. */
  rootMargin?: string;
  className?: string;
};

/**
 * Defers heavy, interactive parts (the Remotion Player demos) until they are about to be seen.
 * Pair it with React.lazy: the code is only requested when the placeholder comes into view, so
 * it never competes with the first paint.
 */
export default function WhenVisible({children, placeholder, rootMargin = '240px', className}: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      {rootMargin},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [rootMargin]);

  return (
    <div ref={ref} className={clsx(styles.root, className)}>
      {visible ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
