/* eslint-disable no-script-url -- script URLs are this file's test data: the payloads the sanitiser must stop */
import { sanitiseHtml } from './sanitise-html';

const ORIGIN = 'https://shop.example';
const clean = (html: string) => sanitiseHtml(html, { origin: ORIGIN });

const ALLOWED_TAGS = ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br', 'blockquote'];

/**
 * What must hold for any output, checked on the DOM the browser builds from it: only allowed elements,
 * no attribute except a link's href/target/rel, only safe addresses, and a stable result (sanitising the
 * output again gives the same output, so `innerHTML` re-creates exactly the sanitised tree).
 */
function expectSafe(output: string): void {
  const root = new DOMParser().parseFromString(output, 'text/html').body;
  for (const element of Array.from(root.querySelectorAll('*'))) {
    expect(ALLOWED_TAGS).toContain(element.localName);
    for (const { name, value } of Array.from(element.attributes)) {
      expect(element.localName === 'a' && ['href', 'target', 'rel'].includes(name)).toBe(true);
      if (name === 'href') expect(value).toMatch(/^(https?:\/\/|mailto:|#|\/(?!\/)|[^:]*$)/i);
      if (name === 'target') expect(value).toBe('_blank');
      if (name === 'rel') expect(value).toBe('noopener noreferrer');
    }
  }
  expect(output).not.toMatch(/<\s*\/?\s*(script|style|iframe|svg|math|img|object|embed)/i);
  expect(output).not.toMatch(/\son[a-z]+\s*=/i);
  expect(output).not.toMatch(/(javascript|vbscript|data):/i);
  expect(clean(output)).toBe(output);
}

describe('sanitiseHtml', () => {
  describe('keeps the allowed markup', () => {
    it.each([
      ['<p>Hello <strong>bold</strong> and <em>italic</em></p>'],
      ['<h2>Heading</h2><h3>Sub</h3><h4>Sub-sub</h4>'],
      ['<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>'],
      ['<blockquote><p>Quoted</p></blockquote>'],
      ['<p>line<br>break</p>'],
      ['<ul><li><p>paragraph in item</p><ul><li>nested</li></ul></li></ul>'],
    ])('%s', (html) => {
      expect(clean(html)).toBe(html);
      expectSafe(clean(html));
    });

    it('keeps the seeded policy text as it is', () => {
      const html =
        '<p>Welcome to Mall.</p><h2>Prices and payment</h2><p>Prices are in US dollars.</p>' +
        '<ol><li>Place the order.</li><li>Pay.</li></ol><ul><li>Wallet</li><li>Card</li></ul>';
      expect(clean(html)).toBe(html);
    });

    it('keeps text as text, escaped', () => {
      expect(clean('<p>1 &lt; 2 &amp;&amp; 3 &gt; 2 "quoted" \'single\'</p>')).toBe(
        '<p>1 &lt; 2 &amp;&amp; 3 &gt; 2 "quoted" \'single\'</p>',
      );
      expect(clean('just text, no markup')).toBe('just text, no markup');
      expect(clean('')).toBe('');
    });
  });

  describe('links', () => {
    it('keeps http(s), mailto and relative addresses', () => {
      expect(clean('<a href="https://shop.example/help">help</a>')).toBe(
        '<a href="https://shop.example/help">help</a>',
      );
      expect(clean('<a href="mailto:support@mall.example">mail us</a>')).toBe(
        '<a href="mailto:support@mall.example">mail us</a>',
      );
      expect(clean('<a href="faq.html#returns">FAQ</a>')).toBe('<a href="faq.html#returns">FAQ</a>');
      expect(clean('<a href="#section">jump</a>')).toBe('<a href="#section">jump</a>');
    });

    it('opens other sites in a new tab without a referrer or an opener', () => {
      expect(clean('<a href="http://elsewhere.example/x?a=1&amp;b=2">out</a>')).toBe(
        '<a href="http://elsewhere.example/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">out</a>',
      );
      // A protocol-relative address is another site too.
      expect(clean('<a href="//elsewhere.example/x">out</a>')).toBe(
        '<a href="https://elsewhere.example/x" target="_blank" rel="noopener noreferrer">out</a>',
      );
    });

    it('sets its own target and rel, whatever the server sent', () => {
      expect(
        clean(
          '<a href="https://elsewhere.example" target="_self" rel="opener" referrerpolicy="unsafe-url">x</a>',
        ),
      ).toBe('<a href="https://elsewhere.example/" target="_blank" rel="noopener noreferrer">x</a>');
      expect(clean('<a href="/help" target="_blank" rel="opener">x</a>')).toBe('<a href="/help">x</a>');
    });

    it('turns in-app routes into hash routes', () => {
      expect(clean('<a href="/pages/policy/privacy">privacy</a>')).toBe(
        '<a href="#/pages/policy/privacy">privacy</a>',
      );
      expect(clean('<a href="#/pages/news/index">news</a>')).toBe('<a href="#/pages/news/index">news</a>');
    });

    it('keeps the text of a link without a usable address', () => {
      expect(clean('<p><a name="top">anchor</a> <a href="">empty</a> <a href="   ">blank</a></p>')).toBe(
        '<p>anchor empty blank</p>',
      );
    });

    it('never nests links', () => {
      // The parser closes a link when another starts, except past a marquee, applet or object.
      expect(clean('<a href="/a">one <marquee><a href="/b">two</a></marquee></a>')).toBe(
        '<a href="/a">one two</a>',
      );
    });
  });

  describe('XSS payloads', () => {
    const payloads: [string, string, string][] = [
      ['script element', '<script>alert(1)</script><p>after</p>', '<p>after</p>'],
      ['script in body text', '<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
      ['script with src', '<script src="https://evil.example/x.js"></script>', ''],
      ['split script tag', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
      ['img onerror', '<img src=x onerror=alert(1)>', ''],
      ['img in a paragraph', '<p>pic <img src="x" onerror="alert(1)"> end</p>', '<p>pic  end</p>'],
      ['onclick attribute', '<p onclick="alert(1)">hi</p>', '<p>hi</p>'],
      [
        'onmouseover on a link',
        '<a href="https://shop.example/" onmouseover="alert(1)">x</a>',
        '<a href="https://shop.example/">x</a>',
      ],
      ['upper-case handler', '<P ONCLICK="alert(1)">hi</P>', '<p>hi</p>'],
      ['style attribute', '<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
      [
        'every other attribute',
        '<p id="x" class="y" title="t" data-x="1" aria-hidden="true" lang="zz">x</p>',
        '<p>x</p>',
      ],
      ['javascript: link', '<a href="javascript:alert(1)">x</a>', 'x'],
      ['mixed-case javascript:', '<a href="JaVaScRiPt:alert(1)">x</a>', 'x'],
      ['javascript: with leading space', '<a href="  javascript:alert(1)">x</a>', 'x'],
      ['javascript: with leading control character', '<a href="\u0001javascript:alert(1)">x</a>', 'x'],
      ['javascript: with a tab inside', '<a href="java\tscript:alert(1)">x</a>', 'x'],
      ['javascript: with an encoded tab', '<a href="java&#x09;script:alert(1)">x</a>', 'x'],
      ['javascript: with an encoded newline', '<a href="java&#10;script:alert(1)">x</a>', 'x'],
      [
        'javascript: as character references',
        '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
        'x',
      ],
      ['javascript: with a named colon', '<a href="javascript&colon;alert(1)">x</a>', 'x'],
      ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', 'x'],
      ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', 'x'],
      ['file: link', '<a href="file:///etc/passwd">x</a>', 'x'],
      ['blob: link', '<a href="blob:https://shop.example/1">x</a>', 'x'],
      ['iframe', '<iframe src="javascript:alert(1)"></iframe><p>ok</p>', '<p>ok</p>'],
      ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
      ['object', '<object data="javascript:alert(1)"><p>fallback</p></object>', ''],
      ['embed', '<embed src="javascript:alert(1)">', ''],
      ['svg onload', '<svg onload=alert(1)><g><p>x</p></g></svg>', '<p>x</p>'], // p breaks out of SVG
      ['svg script', '<svg><script>alert(1)</script></svg>', ''],
      [
        'svg animate href',
        '<svg><a><animate attributeName="href" to="javascript:alert(1)"/><text>x</text></a></svg>',
        '',
      ],
      ['math href', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
      [
        'math/style mutation XSS',
        '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
        '',
      ],
      [
        'noscript mutation XSS',
        '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
        '<p></p>', // scripting is off in a DOMParser document: the p leaves the noscript, its title goes
      ],
      ['template', '<template><img src=x onerror=alert(1)></template>', ''],
      ['style element', '<style>body{background:url(javascript:alert(1))}</style><p>ok</p>', '<p>ok</p>'],
      ['style with @import', '<p>a</p><style>@import "https://evil.example/x.css";</style>', '<p>a</p>'],
      ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css"><p>ok</p>', '<p>ok</p>'],
      [
        'meta refresh',
        '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>ok</p>',
        '<p>ok</p>',
      ],
      ['base href', '<base href="javascript:alert(1)//"><a href="/x">x</a>', '<a href="/x">x</a>'],
      [
        'form with formaction',
        '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button><input value="x"></form>',
        '',
      ],
      ['textarea breakout', '<textarea></textarea><script>alert(1)</script></textarea>', ''],
      ['title breakout', '<title></title><img src=x onerror=alert(1)></title>', ''],
      ['xmp breakout', '<xmp><img src=x onerror=alert(1)></xmp>', ''],
      [
        'details ontoggle',
        '<details open ontoggle=alert(1)><summary>more</summary>text</details>',
        'moretext',
      ],
      ['video onerror', '<video><source onerror="alert(1)"></video>', ''],
      ['body onload', '<body onload=alert(1)><p>x</p></body>', '<p>x</p>'],
      ['marquee onstart', '<marquee onstart=alert(1)>x</marquee>', 'x'],
      ['comment', '<!--<img src=x onerror=alert(1)>--><p>x</p>', '<p>x</p>'],
      ['conditional comment', '<!--[if IE]><script>alert(1)</script><![endif]--><p>x</p>', '<p>x</p>'],
      // HTML has no CDATA: `<![CDATA[<script>` is a bogus comment, and the rest is text.
      ['CDATA', '<![CDATA[<script>alert(1)</script>]]><p>x</p>', 'alert(1)]]&gt;<p>x</p>'],
      [
        'attribute breakout',
        '<p title="x" onclick="alert(1)" "><strong>x</strong></p>',
        '<p><strong>x</strong></p>',
      ],
      ['unclosed tag', '<p><strong>unclosed', '<p><strong>unclosed</strong></p>'],
      [
        'entity in text',
        '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
        '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
      ],
      ['plaintext', '<p>a</p><plaintext><script>alert(1)</script>', '<p>a</p>'],
    ];

    it.each(payloads)('%s', (_name, html, expected) => {
      const output = clean(html);
      expect(output).toBe(expected);
      expectSafe(output);
    });

    it('never runs anything when the output is rendered', () => {
      const alert = jest.fn();
      Object.assign(window, { alert });
      const container = document.createElement('div');
      document.body.append(container);
      container.innerHTML = payloads.map(([, html]) => clean(html)).join('');
      container.querySelectorAll('*').forEach((element) => element.dispatchEvent(new Event('click')));
      expect(container.querySelectorAll('script, img, iframe, style, svg, math, object, embed')).toHaveLength(
        0,
      );
      expect(alert).not.toHaveBeenCalled();
      container.remove();
    });
  });

  describe('more payloads: script URLs, handlers, style, SVG and MathML', () => {
    const payloads: [string, string, string][] = [
      ['javascript: link with other attributes', '<a href="javascript:alert(1)" title="x">x</a>', 'x'],
      ['javascript: with an encoded colon', '<a href="jAvAsCrIpT&#x3A;alert(1)">x</a>', 'x'],
      [
        'javascript: as zero-padded references without semicolons',
        '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
        'x',
      ],
      [
        'javascript: polyglot',
        '<a href="javascript:/*--></title></style></textarea></script><svg/onload=alert(1)>">x</a>',
        'x',
      ],
      [
        'xlink:href beside a good href',
        '<a href="https://shop.example/x" xlink:href="javascript:alert(1)">x</a>',
        '<a href="https://shop.example/x">x</a>',
      ],
      [
        'handler with autofocus on a link',
        '<p><a href="/x" onfocus="alert(1)" autofocus tabindex="1">x</a></p>',
        '<p><a href="/x">x</a></p>',
      ],
      [
        'mixed-case handlers on a quote',
        '<blockquote onmouseenter=alert(1) oNcLiCk=alert(2)>q</blockquote>',
        '<blockquote>q</blockquote>',
      ],
      ['handler after a slash', '<p/onclick=alert(1)>x</p>', '<p>x</p>'],
      ['style element inside a paragraph', '<p><style>p{color:red}</style>text</p>', '<p>text</p>'],
      ['markup inside style', '<style>@import "x"</style><style><img src=x onerror=alert(1)></style>', ''],
      [
        'style smuggled out of SVG by a closing p',
        '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
        '<p></p>"&gt;',
      ],
      ['SVG foreignObject', '<svg><foreignObject><p onclick=alert(1)>x</p></foreignObject></svg>', ''],
      [
        'style under a p that breaks out of SVG',
        '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>',
        '<p></p>',
      ],
      ['SVG link', '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>', ''],
      [
        'SVG use of a data: document',
        '<svg><use href="data:image/svg+xml;base64,PHN2ZyBpZD0neCcgeG1sbnM9J2h0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnJz48aW1hZ2UgaHJlZj0nMScgb25lcnJvcj0nYWxlcnQoMSknLz48L3N2Zz4=#x"/></svg>',
        '',
      ],
      [
        'MathML form/mglyph mutation',
        '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
        '',
      ],
      [
        'MathML/SVG textarea mutation',
        '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
        '',
      ],
      [
        'MathML annotation-xml as HTML',
        '<math><annotation-xml encoding="text/html"><p onclick=alert(1)>x</p></annotation-xml></math>',
        '',
      ],
      ['MathML href', '<math href="javascript:alert(1)">x</math>', ''],
    ];

    it.each(payloads)('%s', (_name, html, expected) => {
      const output = clean(html);
      expect(output).toBe(expected);
      expectSafe(output);
    });
  });

  describe('unwraps other markup and keeps its text', () => {
    it.each([
      ['<div><p>in a div</p></div>', '<p>in a div</p>'],
      ['<h1>Title</h1>', 'Title'],
      ['<p><span>span</span> <b>b</b> <i>i</i> <u>u</u></p>', '<p>span b i u</p>'],
      ['<table><tr><td>cell</td></tr></table>', 'cell'],
      ['<section><ul><li>item</li></ul></section>', '<ul><li>item</li></ul>'],
    ])('%s', (html, expected) => {
      expect(clean(html)).toBe(expected);
    });
  });

  describe('keeps a shape the parser gives back unchanged', () => {
    it.each([
      // DOMParser documents are in quirks mode, where a table does not close a paragraph.
      ['a paragraph inside a paragraph', '<p>a<table><tr><td><p>b</p></td></tr></table></p>', '<p>ab</p>'],
      ['a list inside a heading', '<h2>a<span><ul><li>b</li></ul></span></h2>', '<h2>ab</h2>'],
      ['a list item outside a list', '<li>loose</li><div><li>also</li></div>', 'loosealso'],
      ['a list item in a list, through a div', '<ul><div><li>x</li></div></ul>', '<ul><li>x</li></ul>'],
    ])('%s', (_name, html, expected) => {
      const output = clean(html);
      expect(output).toBe(expected);
      expectSafe(output);
    });

    it('flattens very deep nesting without running out of stack', () => {
      const depth = 1_000;
      const output = clean(`${'<blockquote>'.repeat(depth)}deep${'</blockquote>'.repeat(depth)}`);
      expect(output).toContain('deep');
      expect(output.match(/<blockquote>/g)!.length).toBeLessThanOrEqual(64);
      expect(clean(output)).toBe(output);
    });
  });

  it('escapes everything where there is no DOM to parse with', () => {
    const parser = globalThis.DOMParser;
    // @ts-expect-error -- simulating a runtime without a DOM
    delete globalThis.DOMParser;
    try {
      expect(sanitiseHtml('<p onclick="x()">a & b</p>')).toBe('&lt;p onclick="x()"&gt;a &amp; b&lt;/p&gt;');
    } finally {
      globalThis.DOMParser = parser;
    }
  });

  it('treats links to the page’s own origin as internal by default', () => {
    const { origin } = window.location;
    expect(sanitiseHtml(`<a href="${origin}/x">x</a>`)).toBe(`<a href="${origin}/x">x</a>`);
  });
});
