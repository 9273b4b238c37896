import './SkipLink.css';

/** The first stop of the keyboard: hidden until focused, it jumps past the header to `#main`. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      Перейти к содержимому
    </a>
  );
}
