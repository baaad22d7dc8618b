import { PROGRAMME_DAYS, PROGRAMME_REST_DAYS } from '@reto/contracts/insights';
import { AxisLeft, AxisTop } from '@visx/axis';
import { Group } from '@visx/group';
import { HeatmapRect } from '@visx/heatmap';
import { useParentSize } from '@visx/responsive';
import { scaleBand } from '@visx/scale';
import { useId } from 'react';
import type { AdminInsightsQuery } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { CsvButton } from './CsvButton';
import { ResultsCard } from './ResultsCard';
import { ResultsScroller } from './ResultsScroller';
import './results.css';

const text = adminCopy.results.heatmap;
type Row = AdminInsightsQuery['adminInsights']['heatmap'][number];
type State = 'done' | 'missed' | 'rest';
type Cell = { userId: number; state: State };
type Column = { day: number; bins: Cell[] };
const ROW = 18;
const GAP = 3;
/** A day's column: as wide as the card allows between these, the map scrolls sideways below the least. */
const COLUMN = { least: 15, most: 30 };
const LABEL = 92;
const AXIS = 22;
const DAYS = Array.from({ length: PROGRAMME_DAYS }, (_, index) => index + 1);

const stateOf = (row: Row, day: number): State =>
  PROGRAMME_REST_DAYS.includes(day) ? 'rest' : row.days.includes(day) ? 'done' : 'missed';

/**
 * Members × programme days as a heatmap (visx): a filled cell is a routine completed, rest days
 * outlined. Each cell names its member, day and state; the map's description counts them in words.
 */
export function ConsistencyHeatmap({ edition, heatmap }: { edition: number; heatmap: Row[] }) {
  const { parentRef, width: measured } = useParentSize({ initialSize: { width: 640 }, debounceTime: 50 });
  const summaryId = useId();
  const column = Math.min(COLUMN.most, Math.max(COLUMN.least, (measured - LABEL) / PROGRAMME_DAYS));
  const width = LABEL + PROGRAMME_DAYS * column;
  const height = AXIS + ROW * heatmap.length;
  const days = scaleBand({ domain: DAYS, range: [0, PROGRAMME_DAYS * column] });
  const members = scaleBand({ domain: heatmap.map((row) => row.userId), range: [0, ROW * heatmap.length] });
  const columns: Column[] = DAYS.map((day) => ({
    day,
    bins: heatmap.map((row) => ({ userId: row.userId, state: stateOf(row, day) })),
  }));
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
        <div ref={parentRef} className="results-chart">
          <ResultsScroller label={text.title} className="admin-heatmap">
            <svg width={width} height={height} role="img" aria-label={text.title} aria-describedby={summaryId}>
              <Group left={LABEL} top={AXIS}>
                <AxisTop scale={days} axisClassName="results-axis" hideAxisLine hideTicks tickLength={0} />
                <AxisLeft
                  scale={members}
                  tickFormat={(userId) => text.member(Number(userId))}
                  axisClassName="results-axis results-axis--members"
                  hideAxisLine
                  hideTicks
                  tickLength={4}
                />
                <HeatmapRect<Column, Cell>
                  data={columns}
                  xScale={(index) => index * column}
                  yScale={(index) => index * ROW}
                  binWidth={column}
                  binHeight={ROW}
                  gap={GAP}
                  bins={(day) => day.bins}
                  count={(bin) => (bin.state === 'done' ? 1 : 0)}
                >
                  {(cells) =>
                    cells.flat().map((cell) => (
                      <rect
                        key={`${cell.bin.userId}-${cell.datum.day}`}
                        x={cell.x}
                        y={cell.y - GAP / 2}
                        width={cell.width}
                        height={cell.height}
                        rx={3}
                        className={`admin-heatmap__cell admin-heatmap__cell--${cell.bin.state}`}
                        data-member={cell.bin.userId}
                      >
                        <title>{`${text.member(cell.bin.userId)} · ${adminCopy.results.completions.day(cell.datum.day)}: ${text[cell.bin.state]}`}</title>
                      </rect>
                    ))
                  }
                </HeatmapRect>
              </Group>
            </svg>
          </ResultsScroller>
          <p id={summaryId} className="muted results-chart__summary">
            {text.summary(
              heatmap.length,
              heatmap.reduce((done, row) => done + row.days.length, 0),
            )}
          </p>
        </div>
      )}
    </ResultsCard>
  );
}
