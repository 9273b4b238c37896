import './diagram.css';
import { formatPercent, formatRoubles } from '@common/format';
import type { PaymentDiagram as Diagram } from '@edge/upstream/contracts';
import { TableHead } from '../ui/TableHead';

const COLORS = new Map([
  ['paid', '#146c2e'],
  ['overdue', '#b3261e'],
  ['upcoming', '#9aa3ad'],
]);
const color = (slug: string) => COLORS.get(slug) ?? '#5f6b7a';

const WIDTH = 600;
const BAR = 28;
const ROW = 40;
const LABEL = 84;

/**
 * The payment diagram, drawn on the server as inline SVG: paid, overdue and upcoming shares of the
 * whole contract, then each year's paid and remaining amounts. A screen reader hears the same
 * figures from the title and description; the legend repeats them as text.
 */
export function PaymentDiagram({ diagram, id }: { diagram: Diagram; id: string }) {
  const total = diagram.total || 1;
  let x = 0;
  const segments = diagram.segments
    .filter((s) => s.amount > 0)
    .map((s) => {
      const width = (s.amount / total) * WIDTH;
      const rect = { ...s, x, width };
      x += width;
      return rect;
    });
  const maxYear = Math.max(1, ...diagram.byYear.map((y) => y.paid + Math.max(y.remaining, y.overdue)));
  const height = BAR + 24 + diagram.byYear.length * ROW;
  const years = diagram.byYear.map((y) => ({
    ...y,
    // `remaining` holds what is overdue as well: the bar draws the two apart.
    upcoming: Math.max(0, y.remaining - y.overdue),
  }));
  const yearText = years
    .map(
      (y) =>
        `${y.year}: оплачено ${formatRoubles(y.paid)}${y.overdue > 0 ? `, просрочено ${formatRoubles(y.overdue)}` : ''}, предстоит ${formatRoubles(y.upcoming)}`,
    )
    .join('; ');
  const description = `Оплачено ${formatRoubles(diagram.paid)} из ${formatRoubles(diagram.total)} (${formatPercent(diagram.paidPercent, 1)}), просрочено ${formatRoubles(diagram.overdue)}, осталось ${formatRoubles(diagram.remaining)}. По годам: ${yearText}.`;
  return (
    <figure className="diagram">
      <svg
        className="diagram__svg"
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        preserveAspectRatio="xMinYMin meet"
      >
        <title id={`${id}-title`}>Диаграмма платежей по договору</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {segments.map((s) => (
          <rect key={s.slug} x={s.x} y={0} width={s.width} height={BAR} fill={color(s.slug)} />
        ))}
        {years.map((y, i) => {
          const top = BAR + 24 + i * ROW;
          const scale = (WIDTH - LABEL) / maxYear;
          const paid = y.paid * scale;
          const overdue = y.overdue * scale;
          return (
            <g key={y.year}>
              <text x={0} y={top + 21} className="diagram__year">
                {y.year}
              </text>
              <rect x={LABEL} y={top + 4} width={paid} height={24} fill={color('paid')} />
              <rect x={LABEL + paid} y={top + 4} width={overdue} height={24} fill={color('overdue')} />
              <rect
                x={LABEL + paid + overdue}
                y={top + 4}
                width={y.upcoming * scale}
                height={24}
                fill={color('upcoming')}
              />
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className="diagram__legend">
          {diagram.segments.map((s) => (
            <li key={s.slug}>
              <span className="diagram__swatch" style={{ background: color(s.slug) }} aria-hidden="true" />
              {s.name}: <strong>{formatRoubles(s.amount)}</strong>
            </li>
          ))}
          {diagram.penaltyDebt > 0 ? (
            <li>
              Пени к оплате: <strong>{formatRoubles(diagram.penaltyDebt)}</strong>
            </li>
          ) : null}
        </ul>
        {/* The bars' figures as text anyone can read (issue 23: they were only the SVG's description).
            On a phone the box scrolls sideways, so it takes focus: a keyboard scrolls it too (WCAG 2.1.1). */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
        <section className="diagram__years-box" aria-label="Платежи по годам" tabIndex={0}>
          <table className="diagram__years">
            <caption className="visually-hidden">Платежи по годам</caption>
            <TableHead columns={['Год', 'Оплачено', 'Просрочено', 'Предстоит']} />
            <tbody>
              {years.map((y) => (
                <tr key={y.year}>
                  <th scope="row">{y.year}</th>
                  <td>{formatRoubles(y.paid)}</td>
                  <td className={y.overdue > 0 ? 'diagram__overdue' : undefined}>{formatRoubles(y.overdue)}</td>
                  <td>{formatRoubles(y.upcoming)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </figcaption>
    </figure>
  );
}
