import { PROGRAMME_DAYS, PROGRAMME_REST_DAYS } from '@reto/contracts/insights';
import type { AdminInsightsQuery } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { CsvButton } from './CsvButton';
import { ResultsCard } from './ResultsCard';
import { ResultsScroller } from './ResultsScroller';

const text = adminCopy.results.heatmap;
type Row = AdminInsightsQuery['adminInsights']['heatmap'][number];
const CELL = 14;
const GAP = 3;
const LABEL = 88;
const DAYS = Array.from({ length: PROGRAMME_DAYS }, (_, index) => index + 1);

/** Members × programme days as an SVG grid: a filled cell is a routine completed, rest days dimmed. */
export function ConsistencyHeatmap({ edition, heatmap }: { edition: number; heatmap: Row[] }) {
  const pitch = CELL + GAP;
  const width = LABEL + PROGRAMME_DAYS * pitch;
  const height = pitch * (heatmap.length + 1);
  return (
    <ResultsCard
      title={text.title}
      description={text.description}
      className="admin-results__wide"
      action={
        <CsvButton
          table={text.title}
          filename={text.file(edition)}
          header={text.header}
          rows={heatmap.map((row) => [row.userId, row.days.join(' ')])}
        />
      }
    >
      {heatmap.length === 0 ? (
        <p className="admin-empty muted">{text.empty}</p>
      ) : (
        <ResultsScroller label={text.title} className="admin-heatmap">
          <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={text.title}>
            {DAYS.map((day) => (
              <text key={day} x={LABEL + (day - 1) * pitch + CELL / 2} y={CELL - 3} className="admin-heatmap__day">
                {day}
              </text>
            ))}
            {heatmap.map((row, index) => (
              <g
                key={row.userId}
                transform={`translate(0 ${(index + 1) * pitch})`}
                data-testid={`heatmap-${row.userId}`}
              >
                <text x={0} y={CELL - 3} className="admin-heatmap__member">
                  {text.member(row.userId)}
                </text>
                {DAYS.map((day) => {
                  const state = PROGRAMME_REST_DAYS.includes(day) ? 'rest' : row.days.includes(day) ? 'done' : 'missed';
                  return (
                    <rect
                      key={day}
                      x={LABEL + (day - 1) * pitch}
                      width={CELL}
                      height={CELL}
                      rx={3}
                      className={`admin-heatmap__cell admin-heatmap__cell--${state}`}
                    >
                      <title>{`${text.member(row.userId)} · ${adminCopy.results.completions.day(day)}: ${text[state]}`}</title>
                    </rect>
                  );
                })}
              </g>
            ))}
          </svg>
        </ResultsScroller>
      )}
    </ResultsCard>
  );
}
