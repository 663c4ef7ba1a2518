import {
  PLAN_CATALOGUE,
  SEAT_MONTHLY,
  TEST_PACK_MONTHLY,
  TESTS_PER_PACK,
  TRIAL_DAYS,
  TRIAL_TESTS,
} from '@pace/billing/plans';
import { buttonClass } from '@pace/ui';
import { formatCurrency, formatNumber } from '@pace/ui/format';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import styles from './public.module.css';

const CURRENCIES = ['USD', 'EUR', 'AUD'] as const;
type Currency = (typeof CURRENCIES)[number];
type Interval = 'month' | 'year';

/** A year costs ten months (plans.ts). Amounts are in the currency's smallest unit. */
const price = (monthly: number, currency: Currency, interval: Interval) =>
  formatCurrency((interval === 'year' ? monthly * 10 : monthly) / 100, currency);

const limit = (value: number | null, what: string) =>
  value === null ? `Unlimited ${what}` : `${formatNumber(value)} ${what}`;

/** /pricing: the plans and prices the billing code charges (one table, @pace/billing/plans). */
export function PricingPage() {
  const [currency, setCurrency] = useState<Currency>('USD');
  const [interval, setInterval] = useState<Interval>('month');
  const per = interval === 'year' ? '/ year' : '/ month';
  return (
    <div className={styles.page} data-testid="pricing-page">
      <section className={styles.hero}>
        <h1 data-testid="screen-title">Pricing</h1>
        <p className={styles.lead}>
          Every plan has Synthetic, CrUX and RUM monitoring. Start with a {TRIAL_DAYS}-day free trial of{' '}
          {formatNumber(TRIAL_TESTS)} tests, no card needed; a year costs ten months.
        </p>
        <div className={styles.choices}>
          <label>
            Currency
            <select value={currency} onChange={(event) => setCurrency(event.target.value as Currency)}>
              {CURRENCIES.map((code) => (
                <option key={code}>{code}</option>
              ))}
            </select>
          </label>
          <label>
            Billed
            <select value={interval} onChange={(event) => setInterval(event.target.value as Interval)}>
              <option value="month">Monthly</option>
              <option value="year">Yearly</option>
            </select>
          </label>
        </div>
      </section>
      <ul className={styles.cards} aria-label="Plans">
        {PLAN_CATALOGUE.map((plan) => (
          <li key={plan.plan} className={styles.card} data-testid={`plan-${plan.plan}`}>
            <h2>{plan.name}</h2>
            <p className={styles.price}>
              {price(plan.monthly[currency], currency, interval)} <span className={styles.unit}>{per}</span>
            </p>
            <ul>
              <li>{limit(plan.limits.teams, plan.limits.teams === 1 ? 'team' : 'teams')}</li>
              <li>{limit(plan.limits.testProfiles, 'test profiles per site')}</li>
              <li>{formatNumber(plan.limits.includedSeats)} people included</li>
            </ul>
          </li>
        ))}
      </ul>
      <section className={styles.card}>
        <h2>Add what you need</h2>
        <ul>
          <li>
            Synthetic tests come in packs of {formatNumber(TESTS_PER_PACK)} a month:{' '}
            {price(TEST_PACK_MONTHLY[currency], currency, interval)} {per} each.
          </li>
          <li>
            More people than the plan includes: {price(SEAT_MONTHLY[currency], currency, interval)} {per} a
            person.
          </li>
        </ul>
        <div className={styles.actions}>
          <Link to="/sign-up" className={buttonClass('primary')}>
            Start your free trial
          </Link>
        </div>
      </section>
    </div>
  );
}
