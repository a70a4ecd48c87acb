// The home page's pricing: the free and company licenses and the calculator, with the figures from
// PricingCalculator/pricing.ts. The terms link goes to a licensing doc only once it exists.
import React from 'react';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/Section';
import PricingCalculator from '@site/src/components/PricingCalculator';
import {PRICES, formatUsd} from '@site/src/components/PricingCalculator/pricing';
import {usePublishedDocs} from '@site/src/data/usePublishedDoc';
import styles from './styles.module.css';

export default function Pricing() {
  const docs = usePublishedDocs();
  const terms = docs['license/pricing'] ?? docs.license;
  return (
    <Section
      id="pricing"
      tinted
      title="Pricing"
      intro={`Remotion is free for individuals and for companies of up to ${PRICES.freeUpToPeople} people. Companies with 4 or more people need a company license, priced by how they use Remotion.`}
    >
      <div className={styles.pricingGrid}>
        <article className={styles.plan}>
          <h3>Free license</h3>
          <p className={styles.planPrice}>
            {formatUsd(0)}
            <small> forever</small>
          </p>
          <p>
            For individuals and for companies of up to {PRICES.freeUpToPeople} people. Install it and start
            building; there is nothing to buy.
          </p>
          <Link className="button button--secondary button--block" to="/docs/">
            Start building
          </Link>
        </article>
        <article className={`${styles.plan} ${styles.planFeatured}`}>
          <h3>Company license</h3>
          <p className={styles.planSub}>For companies of 4 or more people. Combine both lines as needed.</p>
          <PricingCalculator />
          <Link className="button button--primary button--block" to="/contact/">
            Talk to us about a license
          </Link>
        </article>
        <article className={styles.plan}>
          <h3>Enterprise license</h3>
          <p className={styles.planPrice}>
            <small>from </small>
            {formatUsd(PRICES.enterpriseFrom)}
            <small> / month</small>
          </p>
          <p>
            Priced for your organization, starting at {formatUsd(PRICES.enterpriseFrom)} per month. Write to
            us with the size of your company and how you use Remotion.
          </p>
          <Link className="button button--secondary button--block" to="/contact/">
            Contact us
          </Link>
        </article>
      </div>
      <p className={styles.pricingFoot}>
        The figures above are the published list prices in US dollars: creators{' '}
        {formatUsd(PRICES.creatorSeat)} per seat per month, automators {formatUsd(PRICES.perRender)} per
        render with a {formatUsd(PRICES.automatorMinimum)} monthly minimum, enterprise from{' '}
        {formatUsd(PRICES.enterpriseFrom)} per month.{' '}
        {terms ? (
          <>
            The license terms themselves are in <Link to={terms.path}>{terms.title}</Link>.
          </>
        ) : (
          <>
            For the license terms, write to <a href="mailto:hi@remotion.dev">hi@remotion.dev</a>.
          </>
        )}
      </p>
    </Section>
  );
}
