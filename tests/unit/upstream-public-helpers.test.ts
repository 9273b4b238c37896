import { carSvg } from '@upstream/src/media/car-svg';
import { st00012 } from '@upstream/src/payments/st00012';
import { normalizePageUrl } from '@upstream/src/routes/public/pages';
import { describe, expect, it } from 'vitest';

describe('page URL normalisation', () => {
  it.each([
    ['/about', '/about'],
    ['/about/', '/about'],
    ['about', '/about'],
    ['/About?x=1#top', '/about'],
    ['/', '/'],
    ['//', '/'],
  ])('%s → %s', (input, out) => expect(normalizePageUrl(input)).toBe(out));
});

describe('ST00012 payment payload', () => {
  const payee = {
    name: 'ООО «Драйв Лизинг»',
    personalAcc: '40702810938000012345',
    bankName: 'ПАО Сбербанк',
    bic: '044525225',
    correspAcc: '30101810400000000225',
    payeeInn: '7704123458',
    kpp: '770301001',
  };

  it('lists the required fields in order with the sum in kopecks', () => {
    expect(st00012(payee, { sumKopecks: 1_500_050, purpose: 'Платёж', contract: 'DL-1' })).toBe(
      'ST00012|Name=ООО «Драйв Лизинг»|PersonalAcc=40702810938000012345|BankName=ПАО Сбербанк|BIC=044525225|' +
        'CorrespAcc=30101810400000000225|PayeeINN=7704123458|KPP=770301001|Sum=1500050|Purpose=Платёж|Contract=DL-1',
    );
  });

  it('never lets a value break the field separator', () => {
    expect(st00012(payee, { sumKopecks: 1, purpose: 'a|b\nc' })).toContain('|Purpose=a b c');
  });
});

describe('car illustration', () => {
  it('falls back to a sedan for an unknown body and escapes the title', () => {
    const svg = carSvg('hovercraft', '#123456', 'A <b> & "c"');
    expect(svg).toContain('fill="#123456"');
    expect(svg).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
  });

  it('ignores a colour that is not a hex value', () => {
    expect(carSvg('sedan', 'red"/><script>', 'x')).not.toContain('<script>');
  });
});
