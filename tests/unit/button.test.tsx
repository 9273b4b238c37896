import { Button } from '@src/components/ui/Button';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

const html = (el: React.ReactElement) => renderToStaticMarkup(el);

describe('Button (spec section 4)', () => {
  it('defaults to size lg, theme primary and icon size sm', () => {
    const out = html(
      <Button icon="car" type="submit">
        Оформить
      </Button>,
    );
    expect(out).toContain('class="btn btn--lg btn--primary"');
    expect(out).toContain('type="submit"');
    expect(out).toContain('icon--sm');
    expect(out).toContain('Оформить');
  });

  it('loading shows a spinner and cannot be pressed, yet keeps focus (not disabled: WCAG 2.4.3)', () => {
    const out = html(<Button loading>Отправить</Button>);
    expect(out).toContain('btn--loading');
    expect(out).toContain('btn__spinner');
    expect(out).not.toContain('disabled=""');
    expect(out).toContain('aria-disabled="true"');
    expect(out).toContain('aria-busy="true"');
  });

  it('has disabled, active, full-width, reversed and icon-only states', () => {
    expect(html(<Button disabled>А</Button>)).toContain('disabled=""');
    expect(html(<Button active>А</Button>)).toMatch(/btn--active[\s\S]*aria-pressed="true"/);
    expect(html(<Button fullWidth>А</Button>)).toContain('btn--full');
    expect(
      html(
        <Button reversed icon="arrow-right">
          Далее
        </Button>,
      ),
    ).toContain('btn--reversed');
    const iconOnly = html(<Button iconOnly icon="close" label="Закрыть" size="sm" theme="ghost" />);
    expect(iconOnly).toContain('btn--icon-only');
    expect(iconOnly).toContain('aria-label="Закрыть"');
    expect(iconOnly).toContain('btn--sm btn--ghost');
    expect(iconOnly).not.toContain('btn__text');
  });

  it('renders a link when given href', () => {
    const out = html(<Button href="/">Вернуться на Главную</Button>);
    expect(out).toMatch(/^<a class="btn btn--lg btn--primary" href="\/">/);
  });
});
