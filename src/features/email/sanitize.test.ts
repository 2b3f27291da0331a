import { seedMessages, SUSPICIOUS_SUBJECT } from '@/mocks/db/email-seed';
import { escapeHtml, isBlankHtml, sanitizeHtml } from './sanitize';

/** Parses sanitised HTML the way the message view puts it on the page. */
function render(html: string) {
  const container = document.createElement('div');
  container.innerHTML = sanitizeHtml(html);
  return container;
}

const handlerAttributes = (root: Element) =>
  [...root.querySelectorAll('*')].flatMap((el) =>
    [...el.attributes].filter((a) => a.name.toLowerCase().startsWith('on')).map((a) => a.name),
  );

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: links from the seeded suspicious message', () => {
    const message = seedMessages.find((m) => m.subject === SUSPICIOUS_SUBJECT);
    expect(message?.html).toMatch(/<script>|onerror=|javascript:/);

    const root = render(message?.html ?? '');

    expect(root.querySelector('script')).toBeNull();
    expect(handlerAttributes(root)).toEqual([]);
    expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([null]);
    expect(root.innerHTML).not.toMatch(/javascript:|alert\(/i);
    // What the sender wrote is still there to read.
    expect(root.textContent).toContain('View the invoice');
    expect(root.querySelector('img')?.getAttribute('alt')).toBe('Statement preview');
  });

  it.each([
    ['<a href="JaVaScRiPt:alert(1)">x</a>', 'a'],
    ['<a href=" javascript:alert(1)">x</a>', 'a'],
    ['<a href="java&#x09;script:alert(1)">x</a>', 'a'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', 'a'],
    ['<a href="vbscript:msgbox(1)">x</a>', 'a'],
  ])('drops the dangerous href of %s', (html, tag) => {
    expect(render(html).querySelector(tag)?.hasAttribute('href')).toBe(false);
  });

  it.each([
    '<svg><script>alert(1)</script></svg>',
    '<svg onload="alert(1)"></svg>',
    '<iframe src="https://evil.example"></iframe>',
    '<object data="x.swf"></object>',
    '<embed src="x.swf">',
    '<form action="https://evil.example"><input name="password"><button>Go</button></form>',
    '<meta http-equiv="refresh" content="0;url=https://evil.example">',
    '<style>body { display: none }</style>',
    '<base href="https://evil.example/">',
    '<math><mtext><script>alert(1)</script></mtext></math>',
  ])('removes the active or embedding element in %s', (html) => {
    const root = render(html);
    expect(
      root.querySelector(
        'svg, script, iframe, object, embed, form, input, button, meta, style, base, math',
      ),
    ).toBeNull();
    expect(handlerAttributes(root)).toEqual([]);
  });

  it('removes every on… handler, whatever the element or the case', () => {
    const root = render(
      '<p OnMouseOver="alert(1)">a</p><img src="https://x.example/a.png" onload="alert(2)"><details open ontoggle="alert(3)">b</details><div onfocus="alert(4)" tabindex="0">c</div>',
    );
    expect(handlerAttributes(root)).toEqual([]);
    expect(root.textContent).toBe('abc');
  });

  it('keeps the formatting the composer produces', () => {
    const html =
      '<h2 style="text-align: center">Results</h2><p><strong>bold</strong> <em>italic</em> <u>under</u> <s>strike</s> <mark>marked</mark> <code>code</code></p>' +
      '<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><blockquote><p>quoted</p></blockquote>' +
      '<p><a href="https://lab.example/report">report</a> <a href="mailto:lab@example.org">mail</a> <a href="tel:+33123456789">call</a></p>';

    const root = render(html);

    for (const selector of [
      'h2',
      'strong',
      'em',
      'u',
      's',
      'mark',
      'code',
      'ul li',
      'ol li',
      'blockquote',
    ]) {
      expect(root.querySelector(selector), selector).not.toBeNull();
    }
    expect(root.querySelector('h2')?.getAttribute('style')).toContain('text-align: center');
    expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://lab.example/report',
      'mailto:lab@example.org',
      'tel:+33123456789',
    ]);
  });

  it('opens links in a new tab without giving the page a handle on the app', () => {
    const link = render('<a href="https://lab.example" target="_self">x</a>').querySelector('a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it("drops ids and classes that could collide with the app's own", () => {
    const root = render('<p id="app-sidebar" class="mantine-Button-root" name="x">text</p>');
    const p = root.querySelector('p');
    expect(p?.attributes).toHaveLength(0);
  });
});

describe('escapeHtml', () => {
  it('makes text safe to place in HTML', () => {
    expect(escapeHtml(`<b>"Tom" & 'Jerry'</b>`)).toBe(
      '&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;',
    );
  });
});

describe('isBlankHtml', () => {
  it.each([
    ['', true],
    ['<p></p>', true],
    ['<p>&nbsp; </p><p><br></p>', true],
    ['<p>x</p>', false],
    ['<p><img src="https://x.example/a.png"></p>', false],
  ])('%s → %s', (html, blank) => {
    expect(isBlankHtml(html)).toBe(blank);
  });
});
