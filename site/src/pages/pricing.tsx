import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {plans, type Plan} from '@site/src/data/plans';
import styles from './pricing.module.css';

const euro = new Intl.NumberFormat('en-IE', {style: 'currency', currency: 'EUR', maximumFractionDigits: 0});
const count = new Intl.NumberFormat('en-IE');

function price(plan: Plan): string {
  if (plan.monthlyPriceEur === null) return 'Custom';
  if (plan.monthlyPriceEur === 0) return 'Free';
  return euro.format(plan.monthlyPriceEur);
}

function limit(value: number | null, unit = ''): string {
  return value === null ? 'Unlimited' : `${count.format(value)}${unit}`;
}

function yesNo(value: boolean): string {
  return value ? 'Included' : '—';
}

type Row = {label: string; value: (plan: Plan) => string};

// The comparison table: one row per limit or feature, one column per plan.
const rows: Row[] = [
  {label: 'Price per month (billed monthly)', value: price},
  {
    label: 'Price per month (billed yearly)',
    value: (plan) =>
      plan.yearlyMonthlyPriceEur === null
        ? 'Custom'
        : plan.yearlyMonthlyPriceEur === 0
          ? 'Free'
          : euro.format(plan.yearlyMonthlyPriceEur),
  },
  {
    label: 'Monthly active users included',
    value: (plan) => (plan.includedMonthlyActiveUsers === null ? 'By agreement' : count.format(plan.includedMonthlyActiveUsers)),
  },
  {
    label: 'Each additional 100 active users',
    value: (plan) =>
      plan.overagePer100UsersEur === null
        ? plan.monthlyPriceEur === 0
          ? 'Upgrade required'
          : 'By agreement'
        : euro.format(plan.overagePer100UsersEur),
  },
  {label: 'Registered platforms', value: (plan) => limit(plan.platforms)},
  {label: 'API requests per minute', value: (plan) => count.format(plan.apiRequestsPerMinute)},
  {label: 'Launches, grades, rosters, deep linking', value: () => 'Included'},
  {label: 'Dynamic registration', value: (plan) => yesNo(plan.dynamicRegistration)},
  {label: 'Asynchronous operations', value: (plan) => yesNo(plan.asyncOperations)},
  {label: 'Custom domain', value: (plan) => yesNo(plan.customDomain)},
  {label: 'Portal users', value: (plan) => limit(plan.portalUsers)},
  {label: 'Launch log retention', value: (plan) => `${plan.logRetentionDays} days`},
  {
    label: 'Monthly uptime commitment',
    value: (plan) => (plan.uptimeCommitment === null ? 'No SLA' : `${plan.uptimeCommitment}%`),
  },
  {label: 'Support', value: (plan) => plan.support},
];

function PlanCard({plan}: {plan: Plan}) {
  const external = plan.callToAction.href.startsWith('http');
  return (
    <div className={styles.card}>
      <h2 className={styles.planName}>{plan.name}</h2>
      <p className={styles.price}>
        {price(plan)}
        {plan.monthlyPriceEur ? <span className={styles.per}> / month</span> : null}
      </p>
      <p className={styles.summary}>{plan.summary}</p>
      <Link
        className={`button ${plan.id === 'growth' ? 'button--primary' : 'button--secondary'} button--block`}
        {...(external
          ? {href: plan.callToAction.href, target: '_blank', rel: 'noopener noreferrer'}
          : {to: plan.callToAction.href})}>
        {plan.callToAction.label}
      </Link>
    </div>
  );
}

export default function Pricing() {
  return (
    <Layout
      title="Pricing"
      description="Coursewire plans and prices: a free sandbox, Starter, Growth and Enterprise, billed monthly or yearly.">
      <main className="container margin-vert--xl">
        <header className={styles.header}>
          <h1>Pricing</h1>
          <p>
            Every plan includes the full LTI 1.3 and LTI Advantage feature set: launches, grades, rosters
            and deep linking. Plans differ in volume, limits, domains and support. Prices are in euro and
            exclude VAT.
          </p>
        </header>

        <div className={styles.cards}>
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>

        <h2 className={styles.compareTitle}>Compare plans</h2>
        <div className={styles.tableWrapper}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Feature</th>
                {plans.map((plan) => (
                  <th key={plan.id} scope="col">
                    {plan.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {plans.map((plan) => (
                    <td key={plan.id}>{row.value(plan)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <section className={styles.faq}>
          <h2>Questions</h2>
          <h3>What is a monthly active user?</h3>
          <p>
            A distinct user, as identified by the platform’s <code>sub</code> claim, who completes at least
            one launch of your tool during a calendar month, across all of your registered platforms. API calls
            made without a launch, such as roster reads for users who never launched, do not count.
          </p>
          <h3>What happens when I go over my included users?</h3>
          <p>
            Launches keep working. Additional users are billed per started block of 100 at the rate of your
            plan on the next invoice. On the Sandbox plan, launches beyond the allowance are refused with the
            error code <code>PLAN_LIMIT_REACHED</code> until the next month or an upgrade.
          </p>
          <h3>Can I change plans?</h3>
          <p>
            Yes, at any time in the customer portal. Upgrades apply immediately and are prorated; downgrades
            apply from the next billing period. See <Link to="/guides/portal/account-upgrades">Upgrading your
            account</Link>.
          </p>
          <h3>Which uptime do you commit to?</h3>
          <p>
            The monthly uptime commitments in the table are defined, measured and backed by service credits in
            the <Link to="/service-level-agreement">Service Level Agreement</Link>.
          </p>
          <h3>How do I pay?</h3>
          <p>
            By card. Yearly Growth and Enterprise contracts can also be paid by bank transfer against an
            invoice. EU business customers with a valid VAT number are invoiced under the reverse-charge rule.
            For procurement questions, a quote or a countersigned data processing addendum,{' '}
            <Link to="/contact-us">contact us</Link>.
          </p>
        </section>
      </main>
    </Layout>
  );
}
