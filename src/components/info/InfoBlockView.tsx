import './InfoBlockView.css';
import { typeset } from '@common/typography';
import type { InfoBlock } from '@edge/upstream/info-blocks';
import { Icon } from '../ui/Icon';
import { ICON_NAMES, type IconName } from '../ui/icon-names';

/** Upstream icon names that the site's sprite calls differently. */
const ICON_ALIASES = new Map<string, IconName>([
  ['pin', 'map-pin'],
  ['passport', 'document'],
  ['clock', 'calendar'],
]);

function iconFor(name: string | null): IconName {
  if (!name) return 'check';
  if ((ICON_NAMES as readonly string[]).includes(name)) return name as IconName;
  return ICON_ALIASES.get(name) ?? 'check';
}

/** An info block of the back office (advantages, how it works, …) as a titled list of cards. */
export function InfoBlockView({ block, headingLevel = 2 }: { block: InfoBlock; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Item = headingLevel === 2 ? 'h3' : 'h4';
  const id = `info-${block.slug}`;
  return (
    <section className="page-section info-block" aria-labelledby={id}>
      <Heading id={id} className="section-title">
        {block.title}
      </Heading>
      {block.subtitle ? <p className="section-lead">{block.subtitle}</p> : null}
      <ul className="info-block__list card-grid">
        {block.items.map((item) => (
          <li key={item.title} className="info-block__item panel">
            <span className="info-block__icon">
              <Icon name={iconFor(item.icon)} size="lg" />
            </span>
            <Item className="info-block__title">{typeset(item.title)}</Item>
            {item.text ? <p className="info-block__text">{typeset(item.text)}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
