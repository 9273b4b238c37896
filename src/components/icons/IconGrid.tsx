import './icons.css';
import { Icon } from '../ui/Icon';
import { ICON_NAMES } from '../ui/icon-names';
import { CopyIconName } from './CopyIconName';

/** Every icon of the sprite at its large size, each with its name to copy. */
export function IconGrid() {
  return (
    <ul className="icon-grid">
      {ICON_NAMES.map((name) => (
        <li key={name} className="icon-card">
          <Icon name={name} size="lg" />
          <CopyIconName name={name} />
        </li>
      ))}
    </ul>
  );
}
