import React, {useEffect, useState} from 'react';
import Link from '@docusaurus/Link';
import {
  expertContactHref,
  expertPagePath,
  experts,
  formatSince,
  orderForDay,
  utcDayKey,
  type Expert,
} from '@site/src/data/experts';
import ExpertAvatar from './ExpertAvatar';
import styles from './styles.module.css';

/** The order the static HTML carries: alphabetical, so it reads sensibly before scripts run. */
const SERVER_ORDER = [...experts].sort((a, b) => a.name.localeCompare(b.name, 'en'));

/**
 * The directory in an order that changes once a day (UTC). The server cannot know the
 * visitor's day, so it renders the alphabetical order and the browser reorders after
 * hydration, which keeps server and client markup identical.
 */
export default function ExpertList() {
  const [order, setOrder] = useState<{day: string | null; list: Expert[]}>({day: null, list: SERVER_ORDER});

  useEffect(() => {
    const day = utcDayKey(new Date());
    setOrder({day, list: orderForDay(experts, day)});
  }, []);

  return (
    <ul className={styles.grid} data-testid="expert-list" data-order-day={order.day ?? undefined}>
      {order.list.map((expert) => (
        <li key={expert.slug} className={styles.card} data-slug={expert.slug}>
          <ExpertAvatar name={expert.name} />
          <div className={styles.cardText}>
            <Link to={expertPagePath(expert)} className={styles.name}>
              {expert.name}
            </Link>
            <span className={styles.since}>Listed since {formatSince(expert.since)}</span>
          </div>
          <a
            className={styles.contact}
            href={expertContactHref(expert)}
            aria-label={`Contact ${expert.name} by email`}
          >
            Contact
          </a>
        </li>
      ))}
    </ul>
  );
}
