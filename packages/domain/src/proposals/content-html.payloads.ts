/**
 * Test data shared by the sanitiser's tests (server and browser), the API tests and the builder
 * journey: hostile inline HTML a member could store in a proposal, each with the exact string the
 * allow-list (content-html.ts) must leave. A payload that ran would set `window.__xss` or the page
 * title, or move the page; every URL in them is relative, so a run in a browser never leaves the
 * test server.
 */
export type HtmlPayload = { name: string; html: string; clean: string };

export const HOSTILE_HTML: readonly HtmlPayload[] = [
  { name: 'event handler on an image', html: '<img src="x" onerror="window.__xss=1">imagen', clean: 'imagen' },
  { name: 'javascript: link', html: '<a href="javascript:window.__xss=1">clic</a>', clean: 'clic' },
  { name: 'mixed-case javascript: link', html: '<a href=" JaVaScRiPt:window.__xss=1">clic</a>', clean: 'clic' },
  { name: 'javascript: hidden by entities and a tab', html: '<a href="&#106;ava&#x09;script&colon;window.__xss=1">clic</a>', clean: 'clic' },
  { name: 'javascript: split by a newline', html: '<a href="java\nscript:window.__xss=1">clic</a>', clean: 'clic' },
  { name: 'data: URL link', html: '<a href="data:text/html,&lt;script&gt;window.__xss=1&lt;/script&gt;">datos</a>', clean: 'datos' },
  { name: 'relative and protocol-relative links', html: '<a href="/logout">salir</a> <a href="//otro/x">otro</a>', clean: 'salir otro' },
  { name: 'meta refresh', html: '<meta http-equiv="refresh" content="0;url=/?hijacked=meta">redirigir', clean: 'redirigir' },
  { name: 'style element', html: '<style>body{background:rgb(255, 0, 0) !important}</style>estilo', clean: 'estilo' },
  { name: 'iframe srcdoc', html: '<iframe srcdoc="&lt;script&gt;parent.__xss=1&lt;/script&gt;"></iframe>marco', clean: 'marco' },
  { name: 'svg onload with a link inside', html: '<svg onload="window.__xss=1"><a href="https://trato.app"><text>svg</text></a></svg>dibujo', clean: 'dibujo' },
  { name: 'svg style holding markup', html: '<svg><style><img src="x" onerror="window.__xss=1"></style></svg>svg2', clean: 'svg2' },
  { name: 'math namespace confusion', html: '<math><mtext><table><mglyph><style><img src="x" onerror="window.__xss=1">', clean: '' },
  { name: 'base href', html: '<base href="/otra-base/">base', clean: 'base' },
  { name: 'form and button', html: '<form action="/logout"><button formaction="javascript:window.__xss=1">Enviar</button></form>', clean: 'Enviar' },
  { name: 'stylesheet link', html: '<link rel="stylesheet" href="/evil.css">enlace', clean: 'enlace' },
  { name: 'object and embed', html: '<object data="/x.swf"></object><embed src="/x.swf">objeto', clean: 'objeto' },
  { name: 'template and title', html: '<title>robado</title><template><img src="x" onerror="window.__xss=1"></template>plantilla', clean: 'plantilla' },
  { name: 'noscript', html: '<noscript><img src="x" onerror="window.__xss=1"></noscript>sin script', clean: 'sin script' },
  { name: 'autofocus handler', html: '<input autofocus onfocus="window.__xss=1"><details open ontoggle="document.title=\'xss\'">detalles</details>', clean: 'detalles' },
  { name: 'overlay with a handler', html: '<div style="position:fixed;inset:0" onmouseover="window.__xss=1">capa</div>', clean: 'capa' },
  { name: 'attributes on allowed tags', html: '<b style="color:red" onclick="window.__xss=1" class="x">negrita</b> <mark style="background:red">m</mark>', clean: '<b>negrita</b> <mark class="cdx-marker">m</mark>' },
  { name: 'link keeps only its href', html: '<a href="https://trato.app/?a=1&amp;b=2" target="_top" onclick="window.__xss=1" style="x">sitio</a>', clean: '<a href="https://trato.app/?a=1&amp;b=2">sitio</a>' },
  { name: 'unclosed tags', html: '<b><i>abierto', clean: '<b><i>abierto</i></b>' },
  { name: 'markup inside a comment', html: '<!--<img src="x" onerror="window.__xss=1">-->visible', clean: 'visible' },
  { name: 'CDATA is a comment in HTML', html: '<![CDATA[<img src="x" onerror="window.__xss=1">]]>cdata', clean: ']]&gt;cdata' },
  { name: 'escaped markup stays text', html: '&lt;script&gt;window.__xss=1&lt;/script&gt;', clean: '&lt;script&gt;window.__xss=1&lt;/script&gt;' },
];

/** Formatting Editor.js writes (and pasted strong/em): must come out exactly as it went in. */
export const LEGITIMATE_HTML: readonly string[] = [
  'Hola <b>mundo</b>, <i>cursiva</i>, <u>subrayado</u>, <mark class="cdx-marker">resaltado</mark> y <code>npm i</code><br>otra línea',
  '<a href="https://trato.app/precios?a=1&amp;b=2">precios</a> o <a href="mailto:ana@example.com">escríbenos</a>',
  'Precio &amp; plazo: &lt;3 semanas&gt; 5&nbsp;días, "comillas" y \'simples\'',
  '<b><i>negrita y cursiva</i></b>',
  'sin marcas',
];
