import type { AdminInsightsQuery } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { formatCount } from './format';
import { ResultsCard } from './ResultsCard';

const text = adminCopy.results.reviews;
type Reviews = AdminInsightsQuery['adminInsights']['reviews'];

/** The edition's public reviews: how many, how many with the purchase badge, and their mean rating. */
export function ReviewsCard({ reviews }: { reviews: Reviews }) {
  const figures = [
    { key: 'published', label: text.published, value: formatCount(reviews.published) },
    { key: 'verified', label: text.verified, value: formatCount(reviews.verified) },
    {
      key: 'average',
      label: text.average,
      value: reviews.averageRating === null ? text.none : text.rating(reviews.averageRating),
    },
  ];
  return (
    <ResultsCard title={text.title} description={text.description}>
      <dl className="admin-kpis" data-testid="reviews">
        {figures.map((figure) => (
          <div key={figure.key} className="admin-kpi">
            <dt className="muted">{figure.label}</dt>
            <dd className="admin-kpi__value">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </ResultsCard>
  );
}
