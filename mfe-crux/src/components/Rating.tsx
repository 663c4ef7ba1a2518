// A metric's value with its rating as a shape and a word (never colour alone), and the assessment badge.
import {
  type CruxAssessment,
  cruxAssessmentLabel,
  formatMetric,
  getMetric,
  ratingLabel,
  ratingShape,
} from '@pace/metrics';
import type { Rating } from '../graphql/crux';
import styles from './crux.module.css';

export function RatingShape({ rating }: { rating: Rating }) {
  return (
    <span className={`${styles.shape} ${styles[ratingShape(rating)]} ${styles[rating]}`} aria-hidden="true" />
  );
}

export function MetricValue({
  metric,
  p75,
  rating,
  large = false,
}: {
  metric: string;
  p75: number | null;
  rating: Rating;
  large?: boolean;
}) {
  const definition = getMetric('crux', metric);
  return (
    <span className={large ? styles.valueLarge : styles.value} data-rating={rating}>
      <RatingShape rating={rating} />
      <data value={p75 ?? ''} className={styles[`${rating}Text`]}>
        {formatMetric(definition, p75)}
      </data>
      <span className={styles.visuallyHidden}> ({ratingLabel(rating)})</span>
    </span>
  );
}

const ASSESSMENT_RATING: Record<CruxAssessment, Rating> = {
  pass: 'good',
  fail: 'poor',
  not_assessed: 'no_data',
};

export function AssessmentBadge({ assessment }: { assessment: CruxAssessment }) {
  return (
    <span
      className={`${styles.assessment} ${styles[assessment]}`}
      data-testid="crux-assessment"
      data-assessment={assessment}
    >
      <RatingShape rating={ASSESSMENT_RATING[assessment]} />
      {cruxAssessmentLabel(assessment)}
    </span>
  );
}
