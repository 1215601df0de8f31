import { smartphonesFor } from '@/content-api/seed/shared/devices';
import { extractHighlights, MAX_HIGHLIGHTS, sentencesOf } from '@/lib/catalogue/highlights';
import { tokenizeHtml } from '@/lib/catalogue/html-tokens';
import { stripInvisible } from '@/lib/domain/invisible';
import { sanitizeDescription } from '@/lib/catalogue/sanitize-description';

const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/;
const seedPhones = smartphonesFor('AT', ['AT-MOBIL-M']).flatMap((g) => g.models);
const seedDescription = (idStart: string, lang: 'de' | 'en' | 'fr' | 'it' = 'de') =>
  seedPhones.find((m) => m.deviceModelSaleId.startsWith(idStart))!.descriptionHtml[lang]!;

describe('invisible characters in device descriptions (SPEC §5)', () => {
  it('strips soft hyphens, zero-width space, non-joiner, joiner, word joiner and the byte-order mark', () => {
    expect(stripInvisible('\uFEFFKamera\u00ADsteuerung Ti\u200Btan Dis\u200Cplay Tele\u200Dzoom Wort\u2060fuge')).toBe(
      'Kamerasteuerung Titan Display Telezoom Wortfuge',
    );
  });

  it('also strips them when HTML names them as character references', () => {
    expect(stripInvisible('Kamera&shy;steuerung &#173;&#x200B;&#8205;&ZeroWidthSpace;ok &amp; &#228;')).toBe(
      'Kamerasteuerung ok &amp; &#228;',
    );
  });

  it('leaves visible text, including non-breaking spaces and umlauts, alone', () => {
    expect(stripInvisible('6,1\u00a0Zoll Größe')).toBe('6,1\u00a0Zoll Größe');
  });

  it('leaves none in any seeded smartphone description, in any language', () => {
    const carrying = seedPhones.filter((m) => Object.values(m.descriptionHtml).some((html) => INVISIBLE.test(html ?? '')));
    expect(carrying.length).toBeGreaterThan(0);
    for (const model of carrying) {
      for (const html of Object.values(model.descriptionHtml)) expect(sanitizeDescription(html ?? '')).not.toMatch(INVISIBLE);
    }
  });
});

describe('description sanitising for rendering', () => {
  it('drops the seed’s <script> with its content and the onclick handler, keeping the link text', () => {
    const html = seedDescription('redmi-note-14');
    expect(html).toContain('<script>');
    expect(html).toContain('onclick=');
    const safe = sanitizeDescription(html);
    expect(safe).not.toMatch(/<script|__seedSanitiserProbe|onclick|href|<a/i);
    expect(safe).toContain('Passende Tarife ansehen');
    expect(safe).toContain('<strong>Redmi Note 14</strong>');
  });

  it('keeps only the allow-listed elements, without any attribute', () => {
    expect(sanitizeDescription('<p class="x" style="color:red" onmouseover="steal()">A <b>b</b> <i>i</i> <em>e</em><br/>c</p>')).toBe(
      '<p>A <b>b</b> <i>i</i> <em>e</em><br />c</p>',
    );
    expect(sanitizeDescription('<h3 id="t">T</h3><h4>U</h4><ol><li>1</li></ol>')).toBe('<h3>T</h3><h4>U</h4><ol><li>1</li></ol>');
    expect(sanitizeDescription('<div><span>x</span><img src=x onerror=alert(1)><a href="javascript:alert(1)">y</a></div>')).toBe('xy');
  });

  it('drops style, iframe, svg and comments with their content', () => {
    expect(
      sanitizeDescription('<p>a<style>p{}</style><iframe src="//e">frame</iframe><svg><script>1</script></svg><!-- <b>c</b> -->b</p>'),
    ).toBe('<p>ab</p>');
  });

  it('is not fooled by ">" inside attribute values, upper case or unclosed scripts', () => {
    expect(sanitizeDescription('<p title="a>b" onclick="x()">t</p>')).toBe('<p>t</p>');
    expect(sanitizeDescription('<SCRIPT>alert(1)</SCRIPT><P>x</P>')).toBe('<p>x</p>');
    expect(sanitizeDescription('<p>x</p><script>never closed <p>y</p>')).toBe('<p>x</p>');
  });

  it('escapes text so stray angle brackets stay text, and decoded entities cannot form tags', () => {
    expect(sanitizeDescription('<p>a < b &lt;script&gt; &amp; c</p>')).toBe('<p>a &lt; b &lt;script&gt; &amp; c</p>');
  });

  it('closes what is left open and ignores stray closing tags', () => {
    expect(sanitizeDescription('<ul><li><strong>x</li></ul></div></p>')).toBe('<ul><li><strong>x</strong></li></ul>');
    expect(sanitizeDescription('<p>open')).toBe('<p>open</p>');
  });
});

describe('device highlights (SPEC §9)', () => {
  it('takes at most three items of the first list, as plain text without invisible characters', () => {
    const highlights = extractHighlights(seedDescription('iphone-16-128'));
    expect(highlights).toEqual([
      '6,1-Zoll Super Retina XDR Display (OLED)',
      '48-MP-Fusion-Kamera mit 2-fach-Zoom',
      'Actiontaste und Kamerasteuerung',
    ]);
    expect(highlights).toHaveLength(MAX_HIGHLIGHTS);
  });

  it('gives fewer when the list is shorter, and never markup', () => {
    expect(extractHighlights('<ul><li><strong>One</strong> &amp; more</li><li>Two</li></ul>')).toEqual(['One & more', 'Two']);
  });

  it('reads only the first list', () => {
    expect(extractHighlights('<p>Intro.</p><ol><li>A</li><li>B <ul><li>nested</li></ul></li></ol><ul><li>C</li></ul>')).toEqual(['A', 'B']);
  });

  it('falls back to the first sentences when the description has no list', () => {
    const html = '<p>Extends your Wi-Fi. Sets up in 2 minutes!</p><p>Works with any router? Yes. Fourth sentence.</p>';
    expect(extractHighlights(html)).toEqual(['Extends your Wi-Fi.', 'Sets up in 2 minutes!', 'Works with any router?']);
  });

  it('does not split sentences inside numbers or abbreviations followed by lower case', () => {
    expect(sentencesOf('Ein 6.1-Zoll-Display, z. B. für Fotos. Zweiter Satz.')).toEqual([
      'Ein 6.1-Zoll-Display, z. B. für Fotos.',
      'Zweiter Satz.',
    ]);
  });

  it('never reads highlights from a script', () => {
    expect(extractHighlights('<script>var a = "<ul><li>evil</li></ul>";</script><p>Safe text.</p>')).toEqual(['Safe text.']);
  });

  it('gives every seeded smartphone between one and three highlights', () => {
    for (const model of seedPhones) {
      const highlights = extractHighlights(model.descriptionHtml.en ?? '');
      expect(highlights.length).toBeGreaterThan(0);
      expect(highlights.length).toBeLessThanOrEqual(MAX_HIGHLIGHTS);
    }
  });
});

describe('the HTML tokenizer', () => {
  it('treats a "<" that opens no tag as text and skips doctype and processing instructions', () => {
    expect(tokenizeHtml('<!doctype html><?xml x?>1 < 2')).toEqual([{ type: 'text', text: '1 < 2' }]);
  });
});

describe('the sanitiser keeps what it must', () => {
  it('keeps nested allowed elements whose text sits deeper', () => {
    expect(sanitizeDescription('<ul><li><strong>5G</strong></li><li></li></ul>')).toBe('<ul><li><strong>5G</strong></li></ul>');
  });
});
