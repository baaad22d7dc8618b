import { PROGRAMME_REST_DAYS } from '@reto/contracts/insights';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Line } from '@visx/shape';
import { useId } from 'react';
import { adminCopy } from '../admin.copy';
import { ChartDataTable } from './ChartDataTable';
import { CsvButton } from './CsvButton';
import { ResultsCard } from './ResultsCard';
import './results.css';

const text = adminCopy.results.completions;
const HEIGHT = 240;
const MARGIN = { top: 16, right: 8, bottom: 40, left: 40 };
/** Below this width a tick on every day would overlap: the axis marks the weeks. */
const NARROW = 560;
const WEEK_TICKS = [1, 7, 14, 21, 28];

/** Day 1, and the last day anyone completed: the chart's description in words. */
function summaryOf(days: { day: number; count: number; rest: boolean }[]) {
  const last = days.filter((day) => !day.rest && day.count > 0).at(-1);
  return text.summary(days[0]?.count ?? 0, last?.day ?? null, last?.count ?? 0);
}

/**
 * Completions per programme day as vertical bars (visx), day 1 to 28, against the edition's members
 * (the dashed line): where the bars fall is where people drop off. Rest days have no routine and
 * show as such. The figures are also in words (the chart's description) and in a table.
 */
export function CompletionsChart(props: { edition: number; completionsPerDay: number[]; members: number }) {
  const { parentRef, width: measured } = useParentSize({ initialSize: { width: 320 }, debounceTime: 50 });
  const width = Math.max(280, measured);
  const summaryId = useId();
  const days = props.completionsPerDay.map((count, index) => ({
    day: index + 1,
    count,
    rest: PROGRAMME_REST_DAYS.includes(index + 1),
  }));
  const x = scaleBand({
    domain: days.map((day) => day.day),
    range: [0, width - MARGIN.left - MARGIN.right],
    padding: 0.22,
  });
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const y = scaleLinear({
    domain: [0, Math.max(1, props.members, ...props.completionsPerDay)],
    range: [plotHeight, 0],
    nice: true,
  });
  const rows = days.map((day) => [day.day, day.count, day.rest ? text.yes : text.no]);
  return (
    <ResultsCard
      title={text.title}
      description={text.description}
      className="admin-results__wide"
      action={<CsvButton table={text.title} filename={text.file(props.edition)} header={text.header} rows={rows} />}
    >
      <div ref={parentRef} className="results-chart">
        <svg width={width} height={HEIGHT} role="img" aria-label={text.title} aria-describedby={summaryId}>
          <Group left={MARGIN.left} top={MARGIN.top}>
            {days.map((day) => {
              const top = day.rest ? 0 : y(day.count);
              return (
                <Bar
                  key={day.day}
                  x={x(day.day)}
                  y={top}
                  width={x.bandwidth()}
                  height={plotHeight - top}
                  rx={Math.min(4, x.bandwidth() / 3)}
                  className={day.rest ? 'results-bar results-bar--rest' : 'results-bar'}
                  data-testid={`completions-day-${day.day}`}
                >
                  <title>{day.rest ? text.restBar(day.day) : text.bar(day.day, day.count)}</title>
                </Bar>
              );
            })}
            <Line
              from={{ x: 0, y: y(props.members) }}
              to={{ x: width - MARGIN.left - MARGIN.right, y: y(props.members) }}
              className="results-chart__members"
            >
              <title>{text.membersLine(props.members)}</title>
            </Line>
            <AxisLeft
              scale={y}
              tickValues={y.ticks(4).filter(Number.isInteger)}
              tickFormat={(value) => new Intl.NumberFormat('es').format(Number(value))}
              axisClassName="results-axis"
              hideAxisLine
              hideTicks
            />
            <AxisBottom
              top={plotHeight}
              scale={x}
              tickValues={width < NARROW ? WEEK_TICKS : x.domain()}
              label={text.axisDays}
              axisClassName="results-axis"
              hideTicks
            />
          </Group>
        </svg>
        <p id={summaryId} className="muted results-chart__summary">
          {summaryOf(days)}
        </p>
      </div>
      <ChartDataTable title={text.title} header={text.header} rows={rows} />
    </ResultsCard>
  );
}
